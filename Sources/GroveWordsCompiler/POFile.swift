import GroveGenerator

/// A PO file read into its header and entries. The subset of the format grove uses: comments (`#`, `#.`, `#,` and `#:`),
/// `msgctxt`, `msgid`, `msgid_plural`, `msgstr` and `msgstr[n]`, each a quoted string that more quoted lines continue,
/// with C escapes; obsolete `#~` entries are skipped.
struct POFile {
    let path: String
    /// The header's `Name: value` lines (the entry with an empty `msgid`).
    let header: [String: String]
    let headerLine: Int
    let entries: [POEntry]

    /// Reads `text`; every line it cannot read is a problem, and the rest is still read.
    static func parse(_ text: String, path: String) -> (POFile, [Diagnostic]) {
        var problems: [Diagnostic] = []
        var entries: [POEntry] = []
        var entry: POEntry?
        var notes: [String] = []
        /// Where the next continuation line goes: a keyword's string, by index.
        var field: Field?

        func finish() {
            if let done = entry { entries.append(done) }
            entry = nil
            field = nil
        }

        for (number, line) in SourceLines.numbered(text) {
            if line.isEmpty {
                finish()
                continue
            }
            if line.hasPrefix("#") {
                if entry != nil, field != nil { finish() }
                if line.hasPrefix("#.") { notes.append(String(line.dropFirst(2)).trimmingSpaces()) }
                continue
            }
            if line.hasPrefix("\"") {
                guard let current = field, entry != nil, let value = unquote(line) else {
                    problems.append(Diagnostic(file: path, line: number, message: "a string here continues nothing, or is not a quoted string"))
                    continue
                }
                entry!.append(value, to: current)
                continue
            }
            let (keyword, rest) = split(line)
            guard let value = unquote(rest) else {
                problems.append(Diagnostic(file: path, line: number, message: "\(keyword) needs a string in double quotes"))
                continue
            }
            switch keyword {
            case "msgctxt":
                finish()
                entry = POEntry(context: value, id: "", idPlural: nil, strings: [], notes: notes, line: number)
                notes = []
                field = .context
            case "msgid":
                if entry == nil || field != .context {
                    finish()
                    entry = POEntry(context: nil, id: "", idPlural: nil, strings: [], notes: notes, line: number)
                    notes = []
                }
                entry!.id = value
                field = .id
            case "msgid_plural" where entry != nil:
                entry!.idPlural = value
                field = .idPlural
            case "msgstr" where entry != nil && entry!.strings.isEmpty:
                entry!.strings = [value]
                field = .string(0)
            case let form where form.hasPrefix("msgstr[") && form.hasSuffix("]") && entry != nil:
                guard let index = Int(form.dropFirst(7).dropLast()), index == entry!.strings.count else {
                    problems.append(Diagnostic(file: path, line: number, message: "\(form) is out of order; number the forms from msgstr[0]"))
                    continue
                }
                entry!.strings.append(value)
                field = .string(index)
            default:
                problems.append(Diagnostic(file: path, line: number, message: "'\(keyword)' is not a keyword here; "
                    + "an entry is msgctxt, msgid, [msgid_plural,] msgstr or msgstr[n]"))
            }
        }
        finish()
        let headerEntry = entries.first { $0.context == nil && $0.id.isEmpty }
        let header = headerEntry.map { parseHeader($0.strings.first ?? "") } ?? [:]
        let file = POFile(
            path: path, header: header, headerLine: headerEntry?.line ?? 1,
            entries: entries.filter { !($0.context == nil && $0.id.isEmpty) })
        return (file, problems)
    }

    fileprivate enum Field: Equatable {
        case context, id, idPlural
        case string(Int)
    }

    /// `Language: de\nPlural-Forms: …\n` as a dictionary.
    private static func parseHeader(_ text: String) -> [String: String] {
        var header: [String: String] = [:]
        for line in text.split(separator: "\n") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            header[String(line[..<colon])] = String(line[line.index(after: colon)...]).trimmingSpaces()
        }
        return header
    }

    private static func split(_ line: Substring) -> (keyword: String, rest: Substring) {
        let end = line.firstIndex(of: " ") ?? line.endIndex
        return (String(line[..<end]), line[end...].drop { $0 == " " })
    }

    /// The text of a C string literal such as `"say \"hi\"\n"`, or nil when `literal` is not one.
    static func unquote(_ literal: Substring) -> String? {
        guard literal.count >= 2, literal.first == "\"", literal.last == "\"" else { return nil }
        var text = ""
        var escaped = false
        for character in literal.dropFirst().dropLast() {
            if escaped {
                switch character {
                case "n": text.append("\n")
                case "t": text.append("\t")
                case "\"", "\\": text.append(character)
                default: return nil
                }
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "\"" {
                return nil
            } else {
                text.append(character)
            }
        }
        return escaped ? nil : text
    }
}

extension POEntry {
    fileprivate mutating func append(_ value: String, to field: POFile.Field) {
        switch field {
        case .context: context = (context ?? "") + value
        case .id: id += value
        case .idPlural: idPlural = (idPlural ?? "") + value
        case .string(let index): strings[index] += value
        }
    }
}

extension StringProtocol {
    func trimmingSpaces() -> String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
