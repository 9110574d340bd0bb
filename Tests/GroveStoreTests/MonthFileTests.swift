import Foundation
import Testing
import GroveCore
@testable import GroveStore

@Suite("Month file")
struct MonthFileTests {
    /// How month files were written before the hand-written writer: `JSONEncoder`, one session per line.
    private func encodedByJSONEncoder(_ sessions: [FinishedSession]) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        var data = Data("{\"schema\":\(SchemaVersion.current),\"sessions\":[\n".utf8)
        for (index, session) in sessions.enumerated() {
            data += try encoder.encode(session)
            data += Data((index == sessions.count - 1 ? "\n" : ",\n").utf8)
        }
        data += Data("]}\n".utf8)
        return Array(data)
    }

    @Test(arguments: [21, 22, 23])
    func theFileIsByteForByteWhatJSONEncoderWrites(seed: UInt64) throws {
        let sessions = RandomSessions.sessions(1_000, seed: seed)
        #expect(MonthFile.encode(sessions) == (try encodedByJSONEncoder(sessions)))
    }

    @Test func anEmptyMonthIsWrittenAsJSONEncoderWouldToo() throws {
        #expect(MonthFile.encode([]) == (try encodedByJSONEncoder([])))
    }

    @Test func whatIsWrittenReadsBackEqual() throws {
        let sessions = RandomSessions.sessions(1_000, seed: 24)
        var read: [FinishedSession] = []
        try MonthFile.decode(MonthFile.encode(sessions), path: "month.json", into: &read)
        #expect(read == sessions)
    }
}
