import Foundation
import Testing
import GroveCore
import GroveTestSupport
@testable import GroveStore

/// The store's reading of thousands of seeded damaged files: each reads as `JSONDecoder`
/// reads it, or is refused naming the file; never another value, never a crash.
@Suite("fuzzing the store's reading")
struct DamagedFileFuzzTests {
    /// Damages `bytes` one way, chosen by `generator`: a truncation, flipped or inserted bytes,
    /// another digit, or inserted whitespace.
    static func damage(_ bytes: [UInt8], using generator: inout SeededGenerator) -> [UInt8] {
        var bytes = bytes
        let interesting: [UInt8] = Array("{}[],:\"\\0123456789.-+eEtrufalsn \n".utf8) + [0, 0x80, 0xC3, 0xFF]
        switch Int.random(in: 0..<5, using: &generator) {
        case 0:
            bytes.removeSubrange(Int.random(in: 0...bytes.count, using: &generator)...)
        case 1:
            for _ in 0..<Int.random(in: 1...3, using: &generator) where !bytes.isEmpty {
                let index = Int.random(in: bytes.indices, using: &generator)
                bytes[index] = Bool.random(using: &generator)
                    ? interesting.randomElement(using: &generator)! : bytes[index] ^ (1 << UInt8.random(in: 0...7, using: &generator))
            }
        case 2:
            // Another digit keeps the file valid JSON with another value, which must then be read or refused.
            let digits = bytes.indices.filter { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[$0]) }
            if let index = digits.randomElement(using: &generator) {
                bytes[index] = UInt8(ascii: "0") + UInt8.random(in: 0...9, using: &generator)
            }
        case 3:
            bytes.insert([UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\t")].randomElement(using: &generator)!,
                         at: Int.random(in: 0...bytes.count, using: &generator))
        default:
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                bytes.insert(interesting.randomElement(using: &generator)!, at: Int.random(in: 0...bytes.count, using: &generator))
            }
        }
        return bytes
    }

    /// Whether `error` refuses the file at `path` with a reason: unreadable, or from a newer grove.
    private static func isNamed(_ error: StoreError, path: String) -> Bool {
        switch error {
        case .unreadable(let named, let problem): named == path && !problem.isEmpty
        case .newerVersion(let named, let found, _): named == path && found > SchemaVersion.current
        default: false
        }
    }

    /// Whether a file's problem is said in grove's words, without Swift's ("Cannot initialize SessionKind from invalid
    /// String value", "Expected to decode Double", "0.0 is outside 0.01...10000.0").
    private static func speaksPlainly(_ error: StoreError) -> Bool {
        guard case .unreadable(_, let problem) = error else { return true }
        return !["Cannot initialize", "Expected to", "found a", "...", "DecodingError", "CodingKeys"].contains { problem.contains($0) }
    }

    /// `JSONDecoder` on its own, told the file's schema: what the store must read, if it reads anything.
    private struct Reference: Decodable {
        let schema: Int
        let sessions: [FinishedSession]
    }

    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func aDamagedMonthReadsAsJSONDecoderReadsItOrIsRefusedByName(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        var read = 0, refused = 0
        for round in 0..<2_000 {
            let sessions = RandomSessions.sessions(Int.random(in: 0...4, using: &generator), seed: seed * 10_000 + UInt64(round))
            let damaged = Self.damage(Array(try RecordFile<FinishedSession>.encode(sessions, path: "month.json")), using: &generator)
            let decoder = JSONDecoder()
            decoder.userInfo[.groveSchema] = SchemaVersion.current
            let reference = try? decoder.decode(Reference.self, from: Data(damaged))
            switch Result(catching: { () throws(StoreError) in try RecordFile<FinishedSession>.decode(damaged, path: "month.json") }) {
            case .success(let stored):
                #expect(reference?.sessions == stored, "seed \(seed) round \(round): \(String(decoding: damaged, as: UTF8.self))")
                read += 1
            case .failure(let error):
                #expect(Self.isNamed(error, path: "month.json"), "\(error)")
                #expect(Self.speaksPlainly(error), "\(error)")
                if case .unreadable(_, let problem) = error, problem.hasPrefix("line "),
                   let number = Int(problem.dropFirst(5).prefix { $0.isNumber }) {
                    #expect((2...damaged.count(where: { $0 == UInt8(ascii: "\n") }) + 1).contains(number), "\(problem)")
                }
                refused += 1
            }
        }
        #expect(read > 200 && refused > 200, "read \(read), refused \(refused)")
    }

    @Test(arguments: [5, 6, 7, 8] as [UInt64])
    func aDamagedLiveFileReadsAsJSONDecoderReadsItOrIsRefusedByName(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        var read = 0, refused = 0
        for round in 0..<2_000 {
            var session: LiveSession? = LiveSession(
                id: "s\(round)", kind: Bool.random(using: &generator) ? .focus : .break,
                plannedSeconds: Double.random(in: 1...10_000, using: &generator), speed: GameSpeed(60)!,
                startedAt: Date(timeIntervalSinceReferenceDate: Double.random(in: 0...1e9, using: &generator)),
                tag: "t\(round % 7)", species: "oak", pausedSeconds: Double.random(in: 0...100, using: &generator),
                phase: .running(endsAt: Date(timeIntervalSinceReferenceDate: 1e9)))
            if Bool.random(using: &generator) {
                session?.phase = .paused(remaining: 12.5, since: Date(timeIntervalSinceReferenceDate: 5e8))
            }
            if round % 5 == 0 { session = nil }
            let record = LiveRecord(
                session: session, lastFinished: RandomSessions.sessions(1, seed: UInt64(round)).first,
                completedFocusCount: round, breakTaken: round % 2 == 0, outcomeSeen: round % 3 == 0, lastEarned: ["first-tree"])
            let stored = StoredLive(schema: SchemaEnvelope.current, host: "vm", live: record)
            let damaged = Self.damage(Array(try JSONFormat.encoder().encode(stored)), using: &generator)
            let decoder = JSONDecoder()
            decoder.userInfo[.groveSchema] = SchemaVersion.current
            let reference = try? decoder.decode(StoredLive.self, from: Data(damaged))
            switch Result(catching: { () throws(StoreError) in
                try SchemaEnvelope.decode(StoredLive.self, from: Data(damaged), path: "live.json")
            }) {
            case .success(let live):
                #expect(reference?.live == live.live, "seed \(seed) round \(round): \(String(decoding: damaged, as: UTF8.self))")
                read += 1
            case .failure(let error):
                #expect(Self.isNamed(error, path: "live.json"), "\(error)")
                #expect(Self.speaksPlainly(error), "\(error)")
                refused += 1
            }
        }
        #expect(read > 200 && refused > 200, "read \(read), refused \(refused)")
    }
}
