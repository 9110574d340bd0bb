import FoundationEssentials
import GroveCore
import GroveText
import GroveWords

/// `grove room [ROOM]`: the configured rooms, or who is planting in one now and its recent plantings.
enum RoomCommand: Subcommand {
    static let name = "room"
    static var summary: String { Words.Help.roomSummary }
    static let arguments = [ArgumentDeclaration(placeholder: "[ROOM]", completion: .asked(.rooms))]
    static var details: String { Words.Help.roomDetails }
    /// The most recent plantings shown.
    static let recentShown = 10

    static func run(_ options: ParsedOptions<NoOption>, _ invocation: Invocation) throws(CommandError) -> Int32 {
        guard let given = options.arguments.first else { return try listRooms(invocation) }
        let room = try invocation.room(given, usage: usage)
        let reading = invocation.roomBoard.read(room: room.path, as: try invocation.memberName())
        let now = invocation.context.clock.now()
        let entries = reading.members.flatMap { member in member.plantings.map { (member: member.name, planting: $0) } }
        let growing = entries.filter { $0.planting.state == .growing && $0.planting.endsAt > now }
            .sorted { ($0.planting.endsAt, $0.member) < ($1.planting.endsAt, $1.member) }
        let shownRoom = PrintableText.escaped(room.name)
        if growing.isEmpty {
            invocation.print(Words.Room.nobodyPlanting(room: shownRoom))
        } else {
            invocation.print(Words.Room.plantingNow(room: shownRoom))
            let width = growing.map { DisplayWidth.columns(of: $0.member) }.max() ?? 0
            for (member, planting) in growing {
                let (stage, left) = ("\(planting.stage(at: now))", TimeText.clock(planting.remaining(at: now)))
                invocation.print("  \(member.padded(toColumns: width))  \(Species.displayName(of: planting.species).padded(toColumns: ShownSpecies.widestName + 1)) "
                    + (planting.opener == member ? Words.Room.stageLeftOpener(stage: stage, left: left) : Words.Room.stageLeft(stage: stage, left: left)))
            }
        }
        let plantings = Dictionary(grouping: entries, by: \.planting.id).values
            .sorted { ($0[0].planting.openedAt, $0[0].planting.id) > ($1[0].planting.openedAt, $1[0].planting.id) }
            .prefix(recentShown)
        if !plantings.isEmpty {
            invocation.print(Words.Room.recent)
            for members in plantings {
                let names = Together.list(members.map(\.member).sorted())
                invocation.print(
                    "  \(invocation.context.calendar.dateAndClockText(members[0].planting.openedAt))  "
                        + "\(names.padded(toColumns: 20))  \(outcome(of: members, at: now))")
            }
        }
        for line in reading.ignored { invocation.context.writeError("grove: \(RoomRules.line(about: room.name, line))\n") }
        return 0
    }

    /// How a planting went, as its members' files say, with every member's part in it:
    /// "withered: ana gave up · bo cancelled", "grown (bo cancelled)".
    private static func outcome(of members: [(member: String, planting: RoomPlanting)], at now: Date) -> String {
        func named(_ state: RoomPlanting.State) -> [String] { members.filter { $0.planting.state == state }.map(\.member).sorted() }
        // A member whose tree withered speaks for a give-up whose file is gone or ignored.
        if members.contains(where: { $0.planting.state == .gaveUp || $0.planting.state == .withered }) {
            // Withered trees are the headline; a tree grown before the give-up reached it is a part of its own.
            let parts = [(named(.gaveUp), Words.Room.gaveUp), (named(.cancelled), Words.Room.cancelled), (named(.grown), Words.Room.grew)]
                .filter { !$0.0.isEmpty }.map { $0.1(Together.list($0.0)) }
            return parts.isEmpty ? Words.Room.withered : Words.Room.witheredBy(parts: parts.joined(separator: " · "))
        }
        let cancelled = Together.list(named(.cancelled))
        let isGrowing = members.contains(where: { $0.planting.state == .growing && $0.planting.endsAt > now })
        return switch (isGrowing, cancelled.isEmpty) {
        case (true, true): Words.Room.growing
        case (true, false): Words.Room.growingCancelled(members: cancelled)
        case (false, true): Words.Room.grown
        case (false, false): Words.Room.grownCancelled(members: cancelled)
        }
    }

    private static func listRooms(_ invocation: Invocation) throws(CommandError) -> Int32 {
        let rooms = try invocation.settings().rooms
        guard !rooms.isEmpty else {
            invocation.print(Words.Room.noRooms(file: try invocation.paths().configFile))
            return 0
        }
        let width = rooms.keys.map { DisplayWidth.columns(of: $0) }.max() ?? 0
        for name in rooms.keys.sorted() {
            invocation.print("\(name.padded(toColumns: width))  \(rooms[name] ?? "")")
        }
        return 0
    }
}
