import Foundation
import Testing
import GroveCore

@Suite("what a sane session is")
struct SessionSanityTests {
    private let now = Date(timeIntervalSinceReferenceDate: 800_000_000 + 3600)

    private func session(id: String = "6f1c9e2a-3b4d-4c5e-8f60-718293a4b5c6", kind: SessionKind = .focus, focused: Double = 60, species: String = "oak") -> FinishedSession {
        let start = Date(timeIntervalSinceReferenceDate: 800_000_000)
        return FinishedSession(
            id: id, kind: kind, state: .completed, startedAt: start, endedAt: start.addingTimeInterval(60),
            plannedSeconds: 60, focusedSeconds: focused, pausedSeconds: 0, tag: "writing", species: species,
            speed: GameSpeed(1)!)
    }

    @Test func theFieldNamesAreTheOnesTheEncoderWrites() throws {
        let data = try JSONFormat.encoder().encode(session())
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(Set(object.keys) == Set(SessionField.allCases.map(\.rawValue)))
    }

    @Test func anIdMustHaveOneTo128Characters() {
        #expect(SessionSanity.problem(in: session(id: ""))?.field == .id)
        #expect(SessionSanity.problem(in: session(id: String(repeating: "é", count: 128))) == nil)
        #expect(SessionSanity.problem(in: session(id: String(repeating: "x", count: 129)))?.field == .id)
    }

    @Test func anImportAlsoRefusesFocusInABreakAndAnUnknownSpecies() {
        let focusedBreak = session(kind: .break, focused: 30)
        #expect(SessionSanity.problem(in: focusedBreak) == nil)
        #expect(SessionSanity.problemBeforeImport(in: focusedBreak, now: now)?.field == .focusedSeconds)
        #expect(SessionSanity.problemBeforeImport(in: session(species: "baobab"), now: now)?.field == .species)
        #expect(SessionSanity.problemBeforeImport(in: session(), now: now) == nil)
    }
}
