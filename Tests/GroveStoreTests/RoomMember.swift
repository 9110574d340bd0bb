import Foundation
import GroveCore
import GroveStore
import GroveTestSupport

/// One person planting together in tests: their own data folder and store, a view model on the
/// shared manual clock, and the one room folder every member shares.
final class RoomMember {
    let name: String
    let data = TemporaryFolder()
    let room: String
    let clock: ManualClock
    let hooks = RecordingHookRunner()
    let ticker = ManualTicker()
    let board: RoomBoard
    let store: JSONSessionStore
    let model: TimerViewModel
    private let ids = SequentialIDs()

    init(_ name: String, room: String, clock: ManualClock, board: ((RoomFolder) -> RoomBoard)? = nil, speed: Double = 1) {
        self.name = name
        self.room = room
        self.clock = clock
        let folder = RoomFolder(clock: clock, makeID: { UUID().uuidString })
        self.board = board?(folder) ?? folder
        store = JSONSessionStore(folder: data.path, device: name, clock: clock, makeID: ids.make)
        let prefix = name
        let sessionIDs = SequentialIDs()
        model = TimerViewModel(
            repository: store, notifications: RecordingNotificationService(), hooks: hooks, clock: clock, ticker: ticker,
            speed: GameSpeed(speed)!, makeSessionID: { "\(prefix)-\(sessionIDs.make())" }, room: self.board)
        model.restore()
    }

    /// Plants with the room as `grove plant --with` does: read it, then open or join.
    @discardableResult
    func plant(minutes: Int = 25) -> RoomRules.Decision {
        var base = SessionPlan.focus(GroveSettings(), speed: model.speed)
        base.plannedSeconds = TimeInterval(minutes * 60)
        let decision = RoomRules.decide(
            base, room: board.read(room: room, as: name), roomPath: room, roomName: "standup", name: name, now: clock.now(),
            newPlantingID: "planting-of-\(name)-\(ids.make())")
        model.startSession(decision.plan)
        return decision
    }

    /// This member's plantings as their own file in the room records them.
    var ownRecord: [RoomPlanting] {
        board.read(room: room, as: name).members.first { $0.isMe }?.plantings ?? []
    }

    var history: [FinishedSession] {
        (try? store.history(startedIn: nil)) ?? []
    }
}

/// A board whose posts wait until released: a synchroniser slow to carry them.
final class SlowBoard: RoomBoard {
    private let board: RoomBoard
    private var held: [(RoomPlanting, String, String)] = []

    init(_ board: RoomBoard) {
        self.board = board
    }

    func read(room: String, as name: String) -> RoomReading {
        board.read(room: room, as: name)
    }

    func post(_ planting: RoomPlanting, as name: String, in room: String) -> String? {
        held.append((planting, name, room))
        return nil
    }

    func release() {
        for (planting, name, room) in held { _ = board.post(planting, as: name, in: room) }
        held = []
    }
}
