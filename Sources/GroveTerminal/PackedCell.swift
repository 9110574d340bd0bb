/// A cell as a frame keeps it: its glyph packed into one word beside its style, 12 bytes without padding, so a frame drawn
/// every second is one block of memory that copies and compares as words. A cluster of several scalars is kept aside in the
/// frame's `clusters`; the word holds its index there.
struct PackedCell: Hashable, Sendable {
    /// The scalar, or the index of the cluster (`payloadBits`); the columns the glyph takes above them, 0 for the
    /// continuation of a wide glyph; and `clusterFlag`.
    let glyph: UInt32
    var style: CellStyle

    /// Room for every scalar value (they end at U+10FFFF), and for that many clusters in one frame.
    static let payloadBits: UInt32 = 1 << 21 - 1
    static let columnsShift: UInt32 = 21
    /// The most columns a glyph can take: more than a screen is wide.
    static let maximumColumns: UInt32 = 1 << 10 - 1
    /// Above the columns.
    static let clusterFlag: UInt32 = 1 << 31

    /// The right part of a wide glyph drawn in `style`, which the glyph covers.
    static func continuation(_ style: CellStyle) -> PackedCell {
        PackedCell(glyph: 0, style: style)
    }

    /// A space in `style`: what is left of a wide glyph cut in part.
    static func blank(_ style: CellStyle = .plain) -> PackedCell {
        PackedCell(glyph: Cell.blank.packed.glyph, style: style)
    }

    /// The columns the glyph takes; 0 for a continuation.
    var columns: Int { Int(glyph >> Self.columnsShift & Self.maximumColumns) }

    var isContinuation: Bool { glyph == 0 }

    var isCluster: Bool { glyph & Self.clusterFlag != 0 }

    /// The scalar drawn, when the cell is not a cluster.
    var scalar: Unicode.Scalar { Unicode.Scalar(glyph & Self.payloadBits) ?? Cell.replacement }

    /// The index of the cluster in its frame's `clusters`, when the cell is one.
    var clusterIndex: Int { Int(glyph & Self.payloadBits) }
}
