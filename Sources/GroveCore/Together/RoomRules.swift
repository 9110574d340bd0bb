import FoundationEssentials
import GroveText
import GroveWords

/// The room's rules of planting together (which planting to join, what a look means, how members' trees stand) as pure
/// functions; what a sighting does to the session is ``SessionRules``' business.
public enum RoomRules {
    /// Wall seconds after a planting opens within which planting with the room joins it.
    public static let joinWindow: TimeInterval = 120
    /// Game seconds a planting must have left to be joined: the shortest session.
    public static let shortestJoin = TimeInterval(GroveSettings.minuteRange.lowerBound * 60)
    /// Wall seconds after a tree's end within which a look at the room still counts as made at
    /// the end: the waiter wakes at the end time, and reads the room a moment later.
    public static let lastLookSlack: TimeInterval = 2
    /// Extra coins, in percent, for each other member of a planting where every tree grew.
    public static let bonusPercentPerMember = 10
    public static let maximumBonusPercent = 50

    /// What planting with a room does: join the earliest planting another member opened there
    /// within the window, so everyone gathers in one, or open a new one.
    public struct Decision: Sendable, Hashable {
        public let plan: SessionPlan
        public let joined: Bool
    }

    /// `base` turned into a planting together in `room` (folder `roomPath`, named `roomName`)
    /// for the person named `name`, at `now`; `newPlantingID` names a planting opened.
    public static func decide(
        _ base: SessionPlan, room: RoomReading, roomPath: String, roomName: String, name: String, now: Date,
        newPlantingID: String
    ) -> Decision {
        var plan = base
        // A planting someone gave up is withering: nobody joins it.
        let givenUp = Set(room.members.flatMap(\.plantings).filter { $0.state == .gaveUp }.map(\.id))
        let joined = room.othersPlantings.filter { member, planting in
            planting.state == .growing && member == planting.opener && !givenUp.contains(planting.id)
                && now.timeIntervalSince(planting.openedAt) < joinWindow
                && base.speed.gameSeconds(forWall: planting.endsAt.timeIntervalSince(now)) >= shortestJoin
        }.min { ($0.planting.openedAt, $0.planting.id) < ($1.planting.openedAt, $1.planting.id) }?.planting
        plan.together = Together(
            room: roomPath, roomName: roomName, name: name, planting: joined?.id ?? newPlantingID,
            opener: joined?.opener ?? name, openedAt: joined?.openedAt ?? now,
            members: joined.map { sighting(of: $0.id, name: name, in: room).members } ?? [])
        plan.endsAt = joined?.endsAt
        if let joined {
            plan.plannedSeconds = base.speed.gameSeconds(forWall: joined.endsAt.timeIntervalSince(now)).rounded(.down)
        }
        return Decision(plan: plan, joined: joined != nil)
    }

    public static func sighting(of planting: String, name: String, in room: RoomReading) -> RoomSighting {
        let entries = room.othersPlantings.filter { $0.member != name && $0.planting.id == planting }
        let members = Set(entries.filter { $0.planting.state != .cancelled }.map(\.member)).sorted()
        let gaveUp = entries.compactMap { member, planting -> RoomSighting.GiveUp? in
            guard planting.state == .gaveUp, let at = planting.gaveUpAt else { return nil }
            return RoomSighting.GiveUp(name: member, at: at)
        }.min { ($0.at, $0.name) < ($1.at, $1.name) }
        return RoomSighting(planting: planting, members: members, gaveUp: gaveUp)
    }

    /// Every member's tree in `session`'s planting at `now`: this person's first, then the others' by name.
    public static func trees(of session: LiveSession, in room: RoomReading, at now: Date) -> [MemberTree] {
        guard let together = session.together else { return [] }
        let mine = MemberTree(
            name: together.name, isMe: true, species: session.species, stage: session.stage(at: now), state: .growing,
            remaining: session.remaining(at: now))
        let others = room.othersPlantings.filter { $0.member != together.name && $0.planting.id == together.planting }
            .sorted { $0.member < $1.member }
            .map { member, planting in
                MemberTree(
                    name: member, isMe: false, species: planting.species, stage: planting.stage(at: now), state: planting.state,
                    remaining: planting.remaining(at: now))
            }
        return [mine] + others
    }

    public static func bonusPercent(others: Int) -> Int {
        min(maximumBonusPercent, bonusPercentPerMember * max(0, others))
    }

    /// "room standup: ignored bo.grove.json: …": a line about the room shown as `room`, whose name
    /// is escaped here (`problem` is printable already).
    public static func line(about room: String, _ problem: String) -> String {
        Words.Together.roomLine(room: PrintableText.escaped(room), problem: problem)
    }

    public static func witheredWords(by name: String) -> String {
        Words.Together.memberGaveUp(name: PrintableText.escaped(name))
    }
}
