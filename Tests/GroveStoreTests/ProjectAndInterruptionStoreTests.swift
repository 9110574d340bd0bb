import Foundation
import GroveCore
import GroveStore
import GroveTestSupport
import Testing

/// Projects and interruptions in the data files: kept exactly, and in files of a schema grove 0.1 refuses, since it drops
/// what it does not know from every file it rewrites (its month files, its live file).
struct ProjectAndInterruptionStoreTests {
    static let place = ProjectPlace(name: "grove", branch: "main", folder: "/home/ana/src/grove")!

    static func finished(id: String) -> FinishedSession {
        let plain = Samples.finished(id: id, startedAt: Samples.start)
        return FinishedSession(
            id: plain.id, kind: plain.kind, state: plain.state, startedAt: plain.startedAt, endedAt: plain.endedAt,
            plannedSeconds: plain.plannedSeconds, focusedSeconds: plain.focusedSeconds, pausedSeconds: plain.pausedSeconds,
            tag: plain.tag, species: plain.species, speed: plain.speed, project: "grove", branch: "main", commits: 3,
            interruptions: Interruptions(count: 2, reasons: ["call"]))
    }

    @Test func theyRoundTripInFilesOfASchemaNewerThanGrove01s() throws {
        let folder = TemporaryFolder()
        var session = Samples.live()
        session.project = Self.place
        session.interruptions.pause(for: "colleague")
        let record = LiveRecord(session: session, lastFinished: Self.finished(id: "a"))
        try Samples.store(folder.path).update { live, finished in
            live = record
            finished = [Self.finished(id: "a")]
        }
        let reread = Samples.store(folder.path)
        let live = try reread.loadLive()
        #expect(live.session == session && live.lastFinished == record.lastFinished)
        #expect(try reread.history(startedIn: nil) == [Self.finished(id: "a")])

        // Grove 0.1 reads schema 2 and refuses any newer file, saying to install the newer grove.
        let grove01 = 2
        #expect(SchemaVersion.current > grove01)
        let liveFile = try folder.read("devices/here/live.json")
        #expect(liveFile.contains(#""schema":\#(SchemaVersion.current)"#) && liveFile.contains(#""folder":"/home/ana/src/grove""#))
        let month = try folder.read("devices/here/sessions/2025-11.json")
        #expect(month.hasPrefix(#"{"schema":\#(SchemaVersion.current),"sessions":["#))
        #expect(month.contains(#""interruptedBy":["call"],"interruptions":2"#) && !month.contains("/home/ana"))
    }

    @Test func theForestCacheCountsThemAndAnOlderCacheIsCountedAgain() throws {
        let folder = TemporaryFolder()
        let store = Samples.store(folder.path)
        try store.update { _, finished in finished = [Self.finished(id: "a")] }
        let year = DateRange(start: Samples.start.addingTimeInterval(-86_400 * 60), end: Samples.start.addingTimeInterval(86_400 * 60))
        let tally = try store.forestTally(startedIn: year, tag: nil, calendar: FixedOffsetCalendar.utc)
        #expect(tally.interruptions.interruptions == 2 && tally.interruptions.reasons == ["call": 1])
        #expect(tally.projects.byProject["grove"] == ProjectTally.Figures(focusSeconds: 1500, trees: 1, commits: 3))

        // A cache written before interruptions were counted lacks them: it is counted again, never read as none.
        let cache = try folder.read("devices/here/forest.cache.json")
        let older = cache.replacingOccurrences(of: #","interruptions":{"#, with: #","dropped":{"#)
        #expect(older != cache)
        try folder.write(older, to: "devices/here/forest.cache.json")
        let again = try Samples.store(folder.path).forestTally(startedIn: year, tag: nil, calendar: FixedOffsetCalendar.utc)
        #expect(again.interruptions.interruptions == 2)
    }
}
