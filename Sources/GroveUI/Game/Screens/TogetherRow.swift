import GroveArt
import GroveCore
import GroveTerminal
import GroveText
import GroveWords

/// The members of a planting together side by side, a tree over each name and standing (`ana ♣3`): staged trees on a big
/// screen, tiny forest sprites on a middling one. Names come from others' files: shown escaped, fitted to their column.
struct TogetherRow: Equatable {
    /// One member's place.
    struct Column: Equatable {
        var piece: ArtPiece?
        var look: ArtLook
        var label: [TextRun]
    }

    /// How big the members' trees are drawn: the game's small art at each tree's stage, on
    /// its ground, or the forest's 3×2 sprites, grown or withered.
    enum TreeSize {
        case small, tiny
    }

    /// Columns between two members' places.
    static let gap = 2
    /// The widest a place grows for a long name.
    static let widestColumn = 16
    /// The fewest columns a name is cut to, "…" included.
    static let shortestName = 3

    let columns: [Column]
    /// Columns of each member's place.
    let columnWidth: Int

    var width: Int { columns.count * columnWidth + max(0, columns.count - 1) * Self.gap }
    var height: Int { (columns.compactMap { $0.piece?.height }.max() ?? 0) + 1 }

    /// The row of `members` with trees of `size`, within `width` columns; nil when they cannot all fit.
    init?(_ members: [GameState.Member], size: TreeSize, width: Int) {
        guard !members.isEmpty else { return nil }
        let pieces = members.map { Self.piece(for: $0, size: size) }
        let treeWidth = pieces.compactMap { $0?.width }.max() ?? 0
        let statusWidths = members.map { TextRun.columns(of: Self.status($0)) }
        let natural = zip(members, statusWidths).map { DisplayWidth.columns(of: PrintableText.escaped($0.name)) + 1 + $1 }
        let statusWidth = statusWidths.max() ?? 0
        let least = max(treeWidth, Self.shortestName + 1 + statusWidth)
        var columnWidth = max(least, min(natural.max() ?? 0, Self.widestColumn))
        let room = width - 2 - (members.count - 1) * Self.gap
        if columnWidth * members.count > room { columnWidth = room / members.count }
        guard columnWidth >= least else { return nil }
        self.columnWidth = columnWidth
        columns = zip(members, pieces).map { member, piece in
            Column(piece: piece, look: member.look == .gone ? .faded : .vivid, label: Self.label(member, width: columnWidth))
        }
    }

    /// The member's tree: at its stage, withered, or (gone from the planting) as it stood, to be greyed.
    private static func piece(for member: GameState.Member, size: TreeSize) -> ArtPiece? {
        let withered = member.look == .withered
        switch size {
        case .small:
            return TreeArt.tree(member.species, stage: withered ? nil : member.stage, size: .small, seed: nil)
        case .tiny:
            return TreeArt.sprite(member.species, grown: !withered, size: .tiny)
        }
    }

    /// The name, fitted, then how the tree stands; this person's name in bold.
    private static func label(_ member: GameState.Member, width: Int) -> [TextRun] {
        let status = status(member)
        let nameWidth = width - 1 - TextRun.columns(of: status)
        let name = Frame.fitted(PrintableText.escaped(member.name), width: nameWidth)
        let style = member.look == .gone ? Theme.muted : (member.isMe ? Theme.strong : CellStyle.plain)
        return [TextRun(name, style), TextRun(" ")] + status
    }

    /// How a member's tree stands, shortly: its species' mark and its stage (`♣3`), or a word.
    static func status(_ member: GameState.Member) -> [TextRun] {
        switch member.look {
        case .growing:
            let mark = TreeSprite.glyph(member.species, grown: true)
            return [TextRun(String(mark), TreeSprite.style(member.species, grown: true)), TextRun("\(member.stage)")]
        case .grown: return [TextRun(Words.Game.memberGrown, Theme.sparkle)]
        case .withered: return [TextRun(Words.Game.memberWithered, Theme.withered)]
        case .gone: return [TextRun(Words.Game.memberLeft, Theme.muted)]
        }
    }
}

extension Frame {
    /// Draws `row` centred horizontally with its top at `y`: each tree centred over its label,
    /// the trees standing on one line.
    mutating func draw(_ row: TogetherRow, y: Int) {
        let treeHeight = row.height - 1
        var x = Self.centredLeft(row.width, in: width)
        for column in row.columns {
            if let piece = column.piece {
                draw(piece, x: x + (row.columnWidth - piece.width) / 2, y: y + treeHeight - piece.height, look: column.look)
            }
            put(column.label, x: x + (row.columnWidth - TextRun.columns(of: column.label)) / 2, y: y + treeHeight)
            x += row.columnWidth + TogetherRow.gap
        }
    }
}
