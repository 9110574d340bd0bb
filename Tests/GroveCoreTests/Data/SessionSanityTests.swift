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
        // What a tree planted alone, never extended nor logged, in no project and never paused has nothing to say about is
        // left out.
        let unsaid: Set<SessionField> = [.with, .gaveUp, .extendedSeconds, .logged, .project, .branch, .commits, .interruptions, .interruptedBy]
        #expect(Set(object.keys) == Set(SessionField.allCases.filter { !unsaid.contains($0) }.map(\.rawValue)))
        let alone = session()
        let together = FinishedSession(
            id: alone.id, kind: .focus, state: .abandoned, startedAt: alone.startedAt, endedAt: alone.endedAt,
            plannedSeconds: 60, focusedSeconds: 30, pausedSeconds: 0, tag: "writing", species: "oak", speed: .normal,
            with: ["ana", "bo"], gaveUp: "bo", project: "grove", branch: "main", commits: 2,
            interruptions: Interruptions(count: 2, reasons: ["call"]))
        let written = try JSONFormat.encoder().encode(together)
        let withMembers = try #require(try JSONSerialization.jsonObject(with: written) as? [String: Any])
        #expect(Set(withMembers.keys) == Set(SessionField.allCases.filter { $0 != .extendedSeconds && $0 != .logged }.map(\.rawValue)))
        #expect(try JSONFormat.decoder().decode(FinishedSession.self, from: written) == together)
        #expect(try JSONFormat.decoder().decode(FinishedSession.self, from: data).with == [])
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

@Suite("what an imported session must be")
struct ImportSanityTests {
    private let start = Date(timeIntervalSince1970: 1_794_819_600)  // 2026-11-16T09:00:00Z

    private func session(
        id: String = "6f1c9e2a-3b4d-4c5e-8f60-718293a4b5c6", startedAt: Date? = nil, span: Double = 1500, focused: Double = 1500,
        paused: Double = 0, speed: Double = 1
    ) -> FinishedSession {
        let started = startedAt ?? start
        return FinishedSession(
            id: id, kind: .focus, state: .completed, startedAt: started, endedAt: started.addingTimeInterval(span),
            plannedSeconds: max(focused, 1), focusedSeconds: focused, pausedSeconds: paused, tag: "writing", species: "oak",
            speed: GameSpeed(speed)!)
    }

    private func problem(_ session: FinishedSession, now: Date? = nil) -> String? {
        SessionSanity.problemBeforeImport(in: session, now: now ?? start.addingTimeInterval(86_400)).map { "\($0.field.rawValue) \($0.problem)" }
    }

    @Test func focusAndPausesMustFitBetweenStartAndEnd() {
        #expect(problem(session(span: 60, focused: 10_800))?.hasPrefix("focusedSeconds 10800 and pausedSeconds 0") == true)
        #expect(problem(session(span: 60, focused: 10_800))?.contains("2026-11-16T09:01:00Z") == true)
        #expect(problem(session(span: 1500, focused: 1200, paused: 360))?.hasPrefix("focusedSeconds") == true)
        #expect(problem(session(span: 1800, focused: 1200, paused: 600)) == nil)
        // At speed 60 a 25-minute tree grows in 25 wall seconds; printed dates drop their fractions.
        #expect(problem(session(span: 25, focused: 1500, speed: 60)) == nil)
        #expect(problem(session(span: 1499.2, focused: 1500)) == nil)
    }

    @Test func aSessionPrintedToTheMillisecondStillFitsItsPrintedDates() {
        // It ran from 09:00:00.0 to 09:00:10.9999 (printed 09:00:10), 6.7895 seconds focused and as many paused at speed
        // 1.2345: 10.9996 wall seconds. Printed, both round up to 6.79, as if 11.0004 wall seconds.
        #expect(PrintedSeconds.rounded(6.7895) == 6.79)
        #expect(problem(session(span: 10, focused: 6.79, paused: 6.79, speed: 1.2345)) == nil)
        #expect(problem(session(span: 10, focused: 6.8, paused: 6.79, speed: 1.2345)) != nil)
    }

    @Test func aStartInTheFutureIsRefusedBeyondAMinuteOfClockSkew() {
        let now = start.addingTimeInterval(-3600)
        #expect(problem(session(), now: now) == "startedAt 2026-11-16T09:00:00Z is in the future (this machine's clock reads 2026-11-16T08:00:00Z)")
        #expect(problem(session(), now: start.addingTimeInterval(-59)) == nil)
    }

    @Test func anImportedIdMustBeAUUIDWhileAStoredOneMayBeAnyShortId() {
        #expect(problem(session(id: "a1")) == "id \"a1\" is not a UUID such as 6f1c9e2a-3b4d-4c5e-8f60-718293a4b5c6")
        #expect(problem(session(id: "6F1C9E2A-3B4D-4C5E-8F60-718293A4B5C6")) == nil)
        #expect(problem(session(id: "6f1c9e2a-3b4d-4c5e-8f60-718293a4b5c6x"))?.hasPrefix("id ") == true)
        #expect(SessionSanity.problem(in: session(id: "a1")) == nil)
    }

    @Test func anAbsurdDateIsNamedAsADate() {
        let old = session(startedAt: Date(timeIntervalSince1970: -2_208_988_800))  // 1900-01-01T00:00:00Z
        #expect(problem(old) == "startedAt is 1900-01-01T00:00:00Z, not a sensible date (grove keeps dates from 1970-01-01 to 2200-12-31)")
        #expect(SessionSanity.dateProblem(Date(timeIntervalSinceReferenceDate: 1e300))?.contains("1e+300 seconds since 2001") == true)
    }
}
