import GroveCore
import GroveTerminal
import GroveText
import GroveWords

/// The other members of a planting together on one line, for a screen with no rows to spare (`with ana ♣3, bo ♣2`).
/// Names are shortened, then the last members counted (`+2`), so it is never cut.
enum TogetherLine {
    /// The longest a name is shortened to before members are counted instead.
    static let shortName = 8

    /// The line for `session` within `width` columns; before anyone joins, the room waited in.
    static func runs(_ session: GameState.Session, width: Int) -> [TextRun] {
        let others = session.together.filter { !$0.isMe }
        guard !others.isEmpty else {
            let room = PrintableText.escaped(session.room ?? "")
            return [TextRun(Frame.fitted(Words.Game.nobodyElseYet(room: room), width: width), Theme.muted)]
        }
        for shown in stride(from: others.count, through: 1, by: -1) {
            for nameWidth in [Int.max, shortName] {
                let runs = line(others, showing: shown, nameWidth: nameWidth)
                if TextRun.columns(of: runs) <= width { return runs }
            }
        }
        return [TextRun(Frame.fitted(Words.Game.withOthers(count: others.count), width: width), Theme.muted)]
    }

    /// The first `shown` of `others`, each name within `nameWidth` columns, and how many more.
    private static func line(_ others: [GameState.Member], showing shown: Int, nameWidth: Int) -> [TextRun] {
        let sentence = TextAround { Words.Game.withMembers(members: $0) }
        let separator = Words.Game.listSeparator
        var runs = [TextRun(sentence.before, Theme.muted)]
        for (index, member) in others.prefix(shown).enumerated() {
            if index > 0 { runs.append(TextRun(separator, Theme.muted)) }
            let style = member.look == .gone ? Theme.muted : CellStyle.plain
            runs += [TextRun(Frame.fitted(PrintableText.escaped(member.name), width: nameWidth), style), TextRun(" ")]
            runs += TogetherRow.status(member)
        }
        if shown < others.count { runs.append(TextRun(" +" + Words.number(others.count - shown), Theme.muted)) }
        return sentence.after.isEmpty ? runs : runs + [TextRun(sentence.after, Theme.muted)]
    }
}
