import Foundation
import GroveArt
import GroveTerminal
@testable import GroveUI
import Testing

/// Expected frames kept as text files in `Tests/GroveUISnapshots/`, a folder a screen,
/// one file a case and size, so a person can read them and a change shows as a plain diff.
/// (The folder sits beside the test target, not in it, so SwiftPM does not take
/// the files for sources.) Every snapshot is a ``SnapshotCase`` of ``SnapshotFileTests/all``.
///
/// Run the tests with `GROVE_RECORD_SNAPSHOTS=1` to write the files anew from
/// the current rendering (then read the diff before committing it).
enum Snapshot {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("GroveUISnapshots")

    static var isRecording: Bool {
        ProcessInfo.processInfo.environment["GROVE_RECORD_SNAPSHOTS"] == "1"
    }

    /// The snapshots kept, by their paths in the folder without `.txt` (``SnapshotCase/path``).
    static func files() throws -> Set<String> {
        Set(try FileManager.default.subpathsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".txt") }.map { String($0.dropLast(4)) })
    }

    /// Compares `text` with the snapshot at `name` (a path in the folder, without `.txt`), or records it.
    static func check(_ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let file = folder.appendingPathComponent(name + ".txt")
        let actual = text + "\n"
        if isRecording {
            do {
                try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try actual.write(to: file, atomically: true, encoding: .utf8)
            } catch {
                Issue.record("could not record \(name): \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        guard let expected = try? String(contentsOf: file, encoding: .utf8) else {
            Issue.record(
                "no snapshot \(name).txt; run with GROVE_RECORD_SNAPSHOTS=1 to record it, then check it by eye:\n\(actual)",
                sourceLocation: sourceLocation)
            return
        }
        guard expected != actual else { return }
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var differences: [String] = []
        for index in 0..<max(expectedLines.count, actualLines.count) {
            let old = index < expectedLines.count ? String(expectedLines[index]) : "(none)"
            let new = index < actualLines.count ? String(actualLines[index]) : "(none)"
            if old != new { differences.append("line \(index + 1)\n  expected: \(old)\n  actual:   \(new)") }
        }
        let report = differences.joined(separator: "\n")
        Issue.record(
            "\(name) differs (GROVE_RECORD_SNAPSHOTS=1 re-records it):\n\(report)\nthe whole frame:\n\(actual)",
            sourceLocation: sourceLocation)
    }

}

/// One snapshot a test keeps: its file (`growing/growing-note-80x24`, under `Tests/GroveUISnapshots`, without `.txt`)
/// and the text drawn for it.
struct SnapshotCase: Sendable, CustomTestStringConvertible {
    let path: String
    let text: @Sendable () -> String

    /// The case of `path` at `size`, which the file name ends with (`home/home-80x24`).
    init(_ path: String, _ size: TerminalSize, text: @escaping @Sendable () -> String) {
        self.init(path: "\(path)-\(size.width)x\(size.height)", text: text)
    }

    init(path: String, text: @escaping @Sendable () -> String) {
        self.path = path
        self.text = text
    }

    var testDescription: String { path }
}

extension Frame {
    /// The attributes a monochrome terminal shows, one letter a cell, rows
    /// trimmed: `*` bold, `.` dim, `#` bold and dim, `r` reverse, `u` underline,
    /// `c` a colour (which monochrome must never show), space plain.
    func monochromeAttributes() -> String {
        (0..<height).map { y in
            var row = ""
            for x in 0..<width {
                let style = self[x, y].style.adapted(to: .monochrome)
                let mark: Character
                if style.foreground != .default || style.background != .default {
                    mark = "c"
                } else if style.reverse {
                    mark = "r"
                } else if style.underline {
                    mark = "u"
                } else if self[x, y].character == " " {
                    mark = " "
                } else {
                    switch (style.bold, style.dim) {
                    case (true, true): mark = "#"
                    case (true, false): mark = "*"
                    case (false, true): mark = "."
                    case (false, false): mark = " "
                    }
                }
                row.append(mark)
            }
            while row.last == " " { row.removeLast() }
            return row
        }.joined(separator: "\n")
    }
}

extension Frame {
    /// The colour of each cell, one character a cell, rows trimmed: the letter of
    /// `Art/palette.txt` for an art colour (vivid or faded alike; the attributes
    /// tell them apart), `+` the leaf green of focus, `%` the amber of a break,
    /// `$` the sun yellow of messages, `&` the ash of a pause, the forest's `^`
    /// title, `~` labels and `=` bars, `?` any other colour, space the terminal's own.
    func colourLayer() -> String {
        var letters: [TerminalColor: Character] = [Theme.leaf: "+", Theme.amber: "%", Theme.sun: "$", Theme.ash: "&"]
        for (style, letter) in [(ForestScreen.titleStyle, "^"), (ForestScreen.labelStyle, "~"), (ForestScreen.barStyle, "=")] as [(CellStyle, Character)] {
            letters[style.foreground] = letter
        }
        for (letter, colour) in ArtLibrary.palette {
            letters[Theme.color(colour)] = letter
            letters[Theme.faded(colour)] = letter
        }
        return (0..<height).map { y in
            var row = ""
            for x in 0..<width {
                let colour = self[x, y].style.foreground
                row.append(colour == .default ? " " : letters[colour] ?? "?")
            }
            while row.last == " " { row.removeLast() }
            return row
        }.joined(separator: "\n")
    }

    /// The text, then the colours, then the attributes a monochrome terminal shows.
    func textColoursAndAttributes() -> String {
        plainText() + "\n--- colours ---\n" + colourLayer() + "\n--- attributes ---\n" + monochromeAttributes()
    }

    /// What a colour terminal shows: the text, then the colours.
    func textAndColours() -> String {
        plainText() + "\n--- colours ---\n" + colourLayer()
    }

    /// What a monochrome terminal shows: the text, then the attributes.
    func textAndAttributes() -> String {
        plainText() + "\n--- attributes ---\n" + monochromeAttributes()
    }
}
