extension String {
    /// The text without the spaces at its end: the forest's lines and the plain sentences end on a word.
    var trimmingTrailingSpaces: String {
        guard let last = lastIndex(where: { $0 != " " }) else { return "" }
        return String(self[...last])
    }
}
