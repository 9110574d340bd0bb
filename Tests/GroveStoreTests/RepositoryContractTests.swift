import Foundation
import Testing
import GroveCore
import GroveStore
import GroveTestSupport

/// What every repository promises, run against both: the in-memory double the other tests
/// use and the JSON store people use, so the double cannot drift from the real thing.
@Suite("every repository")
struct RepositoryContractTests {
    enum Kind: String, CaseIterable, CustomTestStringConvertible {
        case inMemory, jsonStore

        var testDescription: String { rawValue }
    }

    /// A fresh, empty repository of `kind`; its folder, if any, lives as long as the subject.
    final class Subject {
        let repository: any SessionRepository & SessionImporting & HistoryAmending
        private let folder: TemporaryFolder?

        init(_ kind: Kind) {
            switch kind {
            case .inMemory:
                repository = InMemorySessionRepository()
                folder = nil
            case .jsonStore:
                let folder = TemporaryFolder()
                repository = Samples.store(folder.path)
                self.folder = folder
            }
        }

        /// Records `sessions` as finished, with their rewards, as the rules do when trees end.
        func finish(_ sessions: [FinishedSession]) throws {
            try repository.update { live, finished in
                for session in sessions { _ = live.rewards.record(session, calendar: FixedOffsetCalendar.utc) }
                finished += sessions
            }
        }
    }

    private static func session(_ id: String, minutesAfter minutes: Double, tag: String = "writing") -> FinishedSession {
        let start = Samples.start.addingTimeInterval(minutes * 60)
        return FinishedSession(
            id: id, kind: .focus, state: .completed, startedAt: start, endedAt: start.addingTimeInterval(1500),
            plannedSeconds: 1500, focusedSeconds: 1500, pausedSeconds: 0, tag: tag, species: "oak", speed: .normal)
    }

    @Test(arguments: Kind.allCases)
    func theHistoryIsOldestFirstWithTheIdBreakingTies(kind: Kind) throws {
        let subject = Subject(kind)
        try subject.finish([Self.session("c", minutesAfter: 60), Self.session("b", minutesAfter: 0)])
        try subject.finish([Self.session("a", minutesAfter: 60), Self.session("d", minutesAfter: 30 * 24 * 60)])

        let history = try subject.repository.history(startedIn: nil)
        #expect(history.map(\.id) == ["b", "a", "c", "d"])
        #expect(history == history.sorted(by: FinishedSession.historyOrder))
        let firstHour = DateRange(start: Samples.start, end: Samples.start.addingTimeInterval(3600))
        #expect(try subject.repository.history(startedIn: firstHour).map(\.id) == ["b"])
    }

    @Test(arguments: Kind.allCases)
    func aSessionRecordedAgainReplacesTheFirstCopy(kind: Kind) throws {
        let subject = Subject(kind)
        try subject.finish([Self.session("a", minutesAfter: 0), Self.session("b", minutesAfter: 60)])
        try subject.repository.update { _, finished in finished = [Self.session("a", minutesAfter: 0, tag: "reading")] }

        #expect(try subject.repository.history(startedIn: nil).map(\.tag) == ["reading", "writing"])
    }

    @Test(arguments: Kind.allCases)
    func theLiveSessionIsKeptAsWrittenUntilItIsCleared(kind: Kind) throws {
        let subject = Subject(kind)
        #expect(try subject.repository.loadLive() == .empty)
        var session = Samples.live()
        try subject.repository.update { live, _ in live.session = session }
        #expect(try subject.repository.loadLive().session == session)
        #expect(try subject.repository.loadGlance().session == session)

        session.phase = .paused(remaining: 812.5, since: Samples.start.addingTimeInterval(30))
        try subject.repository.update { live, _ in live.session = session }
        #expect(try subject.repository.loadGlance().session == session)
        try subject.repository.update { live, _ in live.session = nil }
        #expect(try subject.repository.loadLive().session == nil)
    }

    @Test(arguments: Kind.allCases)
    func rewardsFollowTheHistoryAndAnUnlockSpendsCoins(kind: Kind) throws {
        let subject = Subject(kind)
        let sessions = (0..<4).map { Self.session("s\($0)", minutesAfter: Double($0) * 24 * 60) }
        try subject.finish(sessions)
        let earned = RewardLedger.recount(sessions, unlocks: [], calendar: FixedOffsetCalendar.utc)
        #expect(try subject.repository.loadLive().rewards == earned)

        try subject.repository.update { live, _ in live.rewards.unlocked.append("cherry") }
        let rewards = try subject.repository.loadLive().rewards
        #expect(rewards.unlocked == ["cherry"])
        #expect(rewards.coins == earned.coins - (Species.named("cherry")?.unlock.coinPrice ?? 0))
    }

    @Test(arguments: Kind.allCases)
    func anEditAndADeletionChangeTheHistoryAndTheRewards(kind: Kind) throws {
        let subject = Subject(kind)
        try subject.finish((0..<3).map { Self.session("s\($0)", minutesAfter: Double($0) * 60) })
        try subject.repository.amend(.edit(sessionID: "s1", tag: "reading", species: "pine", note: "chapter 3"))
        try subject.repository.amend(.delete(sessionID: "s2"))

        let history = try subject.repository.history(startedIn: nil)
        #expect(history.map(\.id) == ["s0", "s1"])
        #expect(history[1].tag == "reading" && history[1].species == "pine" && history[1].note == "chapter 3")
        #expect(try subject.repository.loadLive().rewards.treesGrown == 2)
        #expect(try subject.repository.loadLive().rewards.speciesGrown.sorted() == ["oak", "pine"])
    }

    @Test(arguments: Kind.allCases)
    func anEditToAnEmptyNoteRemovesTheNote(kind: Kind) throws {
        let subject = Subject(kind)
        try subject.finish([Self.session("s0", minutesAfter: 0)])
        try subject.repository.amend(.edit(sessionID: "s0", tag: nil, species: nil, note: "chapter 3"))
        try subject.repository.amend(.edit(sessionID: "s0", tag: nil, species: nil, note: ""))
        #expect(try subject.repository.history(startedIn: nil).map(\.note) == [nil])
        try subject.repository.amend(.edit(sessionID: "s0", tag: "reading", species: nil, note: nil))
        #expect(try subject.repository.history(startedIn: nil).map(\.note) == [nil])
    }

    @Test(arguments: Kind.allCases)
    func anImportAddsOnlySessionsWhoseIdIsNew(kind: Kind) throws {
        let subject = Subject(kind)
        try subject.finish([Self.session("a", minutesAfter: 0)])
        let incoming = [Self.session("a", minutesAfter: 0, tag: "other"), Self.session("b", minutesAfter: 60)]

        let trial = try subject.repository.importSessions(incoming, dryRun: true)
        #expect(trial == ImportSummary(added: [incoming[1]], skipped: 1))
        #expect(try subject.repository.history(startedIn: nil).map(\.id) == ["a"])
        let summary = try subject.repository.importSessions(incoming, dryRun: false)

        #expect(summary == trial)
        #expect(try subject.repository.history(startedIn: nil).map(\.tag) == ["writing", "writing"])
    }

    @Test(arguments: Kind.allCases)
    func anImportLeavesADeletedSessionDeletedAndCountsItApart(kind: Kind) throws {
        let subject = Subject(kind)
        try subject.finish([Self.session("a", minutesAfter: 0), Self.session("b", minutesAfter: 60)])
        try subject.repository.amend(.delete(sessionID: "a"))
        let incoming = [Self.session("a", minutesAfter: 0), Self.session("b", minutesAfter: 60), Self.session("c", minutesAfter: 120)]

        let summary = try subject.repository.importSessions(incoming, dryRun: false)

        #expect(summary == ImportSummary(added: [incoming[2]], skipped: 1, deleted: 1))
        #expect(try subject.repository.history(startedIn: nil).map(\.id) == ["b", "c"])
    }
}
