import Foundation
import GroveCore
import GroveStore
import GroveTestSupport

enum Samples {
    static let start = Date(timeIntervalSince1970: 1_763_712_000)
    /// The device the store tests write as.
    static let device = "here"

    /// The store of `folder` as `device` sees it, on a manual clock, naming events in order.
    static func store(_ folder: String, device: String = device, clock: WallClock = ManualClock()) -> JSONSessionStore {
        let ids = SequentialIDs()
        return JSONSessionStore(folder: folder, device: device, clock: clock, makeID: ids.make)
    }

    static func live(id: String = "live-1", at start: Date = start) -> LiveSession {
        LiveSession(
            id: id, kind: .focus, plannedSeconds: 1500, speed: GameSpeed(60)!, startedAt: start, tag: "writing",
            species: "oak", pausedSeconds: 12.5, phase: .running(endsAt: start.addingTimeInterval(25)))
    }

    static func finished(id: String, startedAt: Date, state: FinishedSession.Outcome = .completed) -> FinishedSession {
        FinishedSession(
            id: id, kind: .focus, state: state, startedAt: startedAt, endedAt: startedAt.addingTimeInterval(1500.25),
            plannedSeconds: 1500, focusedSeconds: state == .completed ? 1500 : 300, pausedSeconds: 0.125,
            tag: "writing", species: "pine", speed: .normal)
    }
}
