/// Splitting a text file into lines the way people count them.
enum SourceLines {
    /// The lines of `text`, without their `\n` or `\r\n` endings; line 1 is element 0.
    static func split(_ text: String) -> [Substring] {
        text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
    }
}
