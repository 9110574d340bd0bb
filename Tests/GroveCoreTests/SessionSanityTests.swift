import Foundation
import Testing
import GroveCore

@Suite("what a sane session is")
struct SessionSanityTests {
    private func session(id: String = "a1", kind: SessionKind = .focus, focused: Double = 60, species: String = "oak") -> FinishedSession {
        let start = Date(timeIntervalSinceReferenceDate: 800_000_000)
        return FinishedSession(
            id: id, kind: kind, state: .completed, startedAt: start, endedAt: start.addingTimeInterval(60),
            plannedSeconds: 60, focusedSeconds: focused, pausedSeconds: 0, tag: "writing", species: species,
            speed: GameSpeed(1)!)
    }

    @Test func theFieldNamesAreTheOnesTheEncoderWrites() throws {
        let data = try JSONEncoder().encode(session())
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
        #expect(SessionSanity.problemBeforeImport(in: focusedBreak)?.field == .focusedSeconds)
        #expect(SessionSanity.problemBeforeImport(in: session(species: "baobab"))?.field == .species)
        #expect(SessionSanity.problemBeforeImport(in: session()) == nil)
    }
}
