/// Splitting a text file into lines the way people count them.
public enum SourceLines {
    /// Each line of `text` with its number from 1, without its `\n` or `\r\n` ending and
    /// without whitespace at either end.
    public static func numbered(_ text: String) -> [(number: Int, line: Substring)] {
        text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }.enumerated().map { index, line in
            let start = line.firstIndex { !$0.isWhitespace } ?? line.endIndex
            let end = line.lastIndex { !$0.isWhitespace }.map(line.index(after:)) ?? start
            return (index + 1, line[start..<end])
        }
    }
}
