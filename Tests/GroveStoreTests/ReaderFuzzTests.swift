import Foundation
import Testing
import GroveCore
import GroveTestSupport
@testable import GroveStore

/// The hand-written readers against `JSONDecoder` on thousands of seeded damaged files:
/// each gives what `JSONDecoder` gives, or refuses; never another value, never a crash.
@Suite("fuzzing the hand-written readers")
struct ReaderFuzzTests {
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
            // Another digit keeps the file valid JSON with another value, which both readers must then agree on.
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

    @Test(arguments: [1, 2, 3, 4])
    func theMonthReaderGivesWhatJSONDecoderGivesOrRefuses(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        var agreed = 0, refused = 0
        for round in 0..<2_000 {
            let sessions = RandomSessions.sessions(Int.random(in: 0...4, using: &generator), seed: seed * 10_000 + UInt64(round))
            let damaged = Self.damage(MonthFile.encode(sessions), using: &generator)
            // The store's own decoding: JSONDecoder told the file's schema, as every reader is.
            let reference = try? SchemaEnvelope.decode(StoredMonth.self, from: Data(damaged), path: "month.json")
            var lean: [FinishedSession] = []
            let outcome = damaged.withUnsafeBytes { raw in try? MonthFileReader.read(raw, into: &lean) }
            if case .read? = outcome {
                #expect(reference?.sessions == lean, "seed \(seed) round \(round): \(String(decoding: damaged, as: UTF8.self))")
                #expect(reference.map { (1...SchemaEnvelope.current).contains($0.schema) } == true)
                agreed += 1
            } else {
                refused += 1
            }
            var stored: [FinishedSession] = []
            if (try? MonthFile.decode(damaged, path: "month.json", into: &stored)) != nil {
                #expect(reference?.sessions == stored, "seed \(seed) round \(round)")
            }
        }
        #expect(agreed > 200 && refused > 200, "agreed \(agreed), refused \(refused)")
    }

    @Test(arguments: [5, 6, 7, 8])
    func theLiveProbeGivesWhatJSONDecoderGivesOrRefuses(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        var agreed = 0, refused = 0
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
            let stored = StoredLive(schema: SchemaEnvelope.current, host: "vm", live: DeviceLiveState(record))
            let damaged = Self.damage(Array(try encoder.encode(stored)), using: &generator)
            let reference = try? SchemaEnvelope.decode(StoredLive.self, from: Data(damaged), path: "live.json")
            let finding = damaged.withUnsafeBytes { LiveSessionProbe.read($0) }
            if let finding, finding.schema == SchemaEnvelope.current {
                #expect(reference?.live.session == finding.session, "seed \(seed) round \(round): \(String(decoding: damaged, as: UTF8.self))")
                agreed += 1
            } else {
                refused += 1
            }
        }
        #expect(agreed > 200 && refused > 200, "agreed \(agreed), refused \(refused)")
    }
}
