/// What a command that plants or gives up says about a room's files it could not take: a few
/// lines on stderr and a count of the rest, so a room stuffed with thousands of files cannot
/// bury the command's own answer. `grove room ROOM` lists every line.
enum RoomProblemLines {
    /// The most lines shown before the rest are counted.
    static let shown = 5

    static func write(_ lines: [String], _ invocation: Invocation) {
        for line in lines.prefix(shown) { invocation.context.writeError("grove: \(line)\n") }
        let rest = lines.count - min(lines.count, shown)
        if rest > 0 {
            invocation.context.writeError("grove: and \(rest) more \(rest == 1 ? "line" : "lines") like these; grove room lists them all\n")
        }
    }
}
