import Foundation
import Testing
import GroveCore
import GroveTestSupport
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

    /// The fast path reads every line grove writes whose strings need no escape and whose numbers no
    /// exponent, as a real history's; those and edited lines go to the general reader.
    @Test func theFastPathReadsEveryPlainLineItWrites() throws {
        let calendar = FixedOffsetCalendar.utc
        let busy = BusyHistory.sessions(
            days: 200, upTo: LocalDay(year: 2026, month: 11, day: 1), calendar: calendar, species: Species.catalog.map(\.name))
        let notes = busy.enumerated().map { index, session in
            session.relabelled(tag: nil, species: nil, note: index % 3 == 0 ? "notes é 漢字 😀 \(index)" : nil)
        }
        for session in notes {
            #expect(Self.fastRead(session) == session)
        }
        for session in RandomSessions.sessions(1_000, seed: 25) {
            let strings = [session.id, session.tag, session.species, session.note ?? ""]
            let numbers = [
                session.startedAt.timeIntervalSinceReferenceDate, session.endedAt.timeIntervalSinceReferenceDate,
                session.plannedSeconds, session.focusedSeconds, session.pausedSeconds, session.speed.multiplier,
            ]
            let plain = strings.allSatisfy { $0.utf8.allSatisfy { $0 >= 0x20 && !"\"\\/".utf8.contains($0) } }
                && numbers.allSatisfy { !"\($0)".contains("e") }
            #expect(Self.fastRead(session) == (plain ? session : nil))
        }
    }

    /// `session` written by ``CanonicalSessionLine`` and read back by its fast path alone.
    private static func fastRead(_ session: FinishedSession) -> FinishedSession? {
        var writer = JSONWriter()
        CanonicalSessionLine.write(session, to: &writer)
        var (tags, species) = (StringInterningCache(), StringInterningCache())
        return writer.bytes.withUnsafeBytes { bytes in
            var cursor = JSONCursor(bytes)
            return CanonicalSessionLine.read(&cursor, tags: &tags, species: &species).flatMap { cursor.isAtEnd ? $0 : nil }
        }
    }
}
