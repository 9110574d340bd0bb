import Foundation
import Testing
import GroveCore
import GroveStore
import GroveTestSupport

@Suite("Importing sessions")
struct SessionImportTests {
    private let october = Date(timeIntervalSince1970: 1_760_000_000)
    private let november = Date(timeIntervalSince1970: 1_763_712_000)

    @Test func importAddsNewSessionsAndSkipsKnownOnesAndRepeats() throws {
        let folder = TemporaryFolder()
        let store = Samples.store(folder.path, device: Samples.device)
        let known = Samples.finished(id: "known", startedAt: november)
        try store.update { _, finished in finished = [known] }
        let incoming = [
            Samples.finished(id: "n1", startedAt: november.addingTimeInterval(60)),
            Samples.finished(id: "known", startedAt: november, state: .abandoned),
            Samples.finished(id: "o1", startedAt: october),
            Samples.finished(id: "n1", startedAt: november.addingTimeInterval(120)),
        ]

        let summary = try store.importSessions(incoming, dryRun: false)

        #expect(summary == ImportSummary(added: [incoming[0], incoming[2]], skipped: 2))
        let history = try store.history(startedIn: nil)
        #expect(history.map(\.id) == ["o1", "known", "n1"])
        #expect(history[1] == known)
        #expect(history[2] == incoming[0])
        #expect(folder.entries("devices/here/sessions") == ["2025-10.json", "2025-11.json"])
    }

    @Test func aSecondImportOfTheSameSessionsAddsNothingAndWritesNothing() throws {
        let folder = TemporaryFolder()
        let store = Samples.store(folder.path, device: Samples.device)
        // Awkward values, moved into two months so the test writes two files, not hundreds.
        let sessions = RandomSessions.sessions(300, seed: 11).enumerated().map { index, session in
            let start = october.addingTimeInterval(Double(index) * 20_000)
            return FinishedSession(
                id: session.id, kind: session.kind, state: session.state, startedAt: start,
                endedAt: start + session.endedAt.timeIntervalSince(session.startedAt), plannedSeconds: session.plannedSeconds,
                focusedSeconds: session.focusedSeconds, pausedSeconds: session.pausedSeconds, tag: session.tag,
                species: session.species, speed: session.speed)
        }

        #expect(try store.importSessions(sessions, dryRun: false) == ImportSummary(added: sessions, skipped: 0))
        let months = folder.entries("devices/here/sessions")
        let before = try months.map { try folder.read("devices/here/sessions/\($0)") }
        #expect(try store.importSessions(sessions, dryRun: false) == ImportSummary(added: [], skipped: 300))

        #expect(try months.map { try folder.read("devices/here/sessions/\($0)") } == before)
        let expected = sessions.sorted { ($0.startedAt, $0.id) < ($1.startedAt, $1.id) }
        #expect(try store.history(startedIn: nil) == expected)
    }

    @Test func anImportSeesIdsHeldInEveryMonth() throws {
        let folder = TemporaryFolder()
        let store = Samples.store(folder.path, device: Samples.device)
        try store.update { _, finished in finished = [Samples.finished(id: "moved", startedAt: october)] }

        // The same id with another start: still the same session, so it is not added again.
        let summary = try store.importSessions([Samples.finished(id: "moved", startedAt: november)], dryRun: false)

        #expect(summary == ImportSummary(added: [], skipped: 1))
        #expect(folder.entries("devices/here/sessions") == ["2025-10.json"])
    }

    @Test func anUnreadableMonthStopsTheImportBeforeAnythingIsWritten() throws {
        let folder = TemporaryFolder()
        try folder.write("{\"schema\":1,\"sessions\":[\n{\"id\":\n]}\n", to: "devices/here/sessions/2024-01.json")
        let store = Samples.store(folder.path, device: Samples.device)

        #expect(throws: StoreError.self) {
            try store.importSessions([Samples.finished(id: "n", startedAt: november)], dryRun: false)
        }
        #expect(folder.entries("devices/here/sessions") == ["2024-01.json"])
    }

    @Test func aSessionTheStoreCouldNotReadBackIsRefusedAndNothingIsWritten() throws {
        let folder = TemporaryFolder()
        let store = Samples.store(folder.path, device: Samples.device)
        let good = Samples.finished(id: "good", startedAt: november)
        let absurd = FinishedSession(
            id: "absurd", kind: .focus, state: .completed, startedAt: Date(timeIntervalSinceReferenceDate: 1e300),
            endedAt: Date(timeIntervalSinceReferenceDate: 1e300), plannedSeconds: 1500, focusedSeconds: 1500,
            pausedSeconds: 0, tag: "t", species: "oak", speed: .normal)

        #expect(throws: StoreError.invalidSession(
            id: "absurd", field: "startedAt", problem: "is 1e+300 seconds since 2001, not a sensible date (grove keeps dates from 1970-01-01 to 2200-12-31)"
        )) {
            try store.importSessions([good, absurd], dryRun: false)
        }
        #expect(folder.entries().isEmpty)
    }
}
