/// One entry of a gettext PO file, as written: `msgctxt`, `msgid`, an optional `msgid_plural`, and its `msgstr` (or one
/// `msgstr[n]` a plural form).
struct POEntry: Equatable {
    /// `msgctxt`: grove's name for the entry, such as `plant.planted`; nil only in the header.
    var context: String?
    var id: String
    var idPlural: String?
    /// `msgstr`, or `msgstr[0]`, `msgstr[1]` … in order.
    var strings: [String]
    /// `#.` lines: what the entry is for, for translators.
    var notes: [String]
    /// The line of the entry's first keyword.
    var line: Int

    var isPlural: Bool { idPlural != nil }
}
