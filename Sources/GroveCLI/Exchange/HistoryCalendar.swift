import FoundationEssentials
import GroveCore
import GroveText

/// `grove history --ics`: focus sessions as iCalendar (RFC 5545), one event each: `UID` id@``domain``, UTC times, `SUMMARY`
/// like `🌳 oak · writing` (`🥀 withered oak · …`), tag as `CATEGORIES`, note as `DESCRIPTION`; CRLF lines folded at 75 octets.
enum HistoryCalendar {
    /// grove's domain for event ids: `.invalid` is reserved (RFC 2606), so it names no real host.
    static let domain = "grove.invalid"

    /// The calendar of `sessions`, stamped `stamp` (when it was made).
    static func text(_ sessions: [FinishedSession], stamp: Date) -> String {
        var lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//grove//grove history//EN", "CALSCALE:GREGORIAN", "X-WR-CALNAME:grove"]
        for session in sessions {
            lines += [
                "BEGIN:VEVENT",
                "UID:\(escaped(session.id))@\(domain)",
                "DTSTAMP:\(time(stamp))",
                "DTSTART:\(time(session.startedAt))",
                "DTEND:\(time(session.endedAt))",
                "SUMMARY:\(escaped(summary(of: session)))",
                "CATEGORIES:\(escaped(session.tag))",
            ]
            if let note = session.note { lines.append("DESCRIPTION:\(escaped(note))") }
            lines.append("END:VEVENT")
        }
        lines.append("END:VCALENDAR")
        return lines.map(folded).joined()
    }

    /// What a calendar shows for the session.
    static func summary(of session: FinishedSession) -> String {
        let tag = PrintableText.escaped(session.tag), species = PrintableText.escaped(session.species)
        switch (session.kind, session.state) {
        case (.break, _): return "☕ \(tag)"  // a break's tag says which: `break` or `long-break`
        case (.focus, .completed): return "🌳 \(species) · \(tag)"
        case (.focus, .abandoned): return "🥀 withered \(species) · \(tag)"
        }
    }

    /// A date in UTC as iCalendar writes one: `20231001T103000Z`.
    static func time(_ date: Date) -> String {
        ISOTime.text(date).filter { $0 != "-" && $0 != ":" }
    }

    /// A TEXT value escaped (backslash, semicolon, comma, line break); other control characters
    /// a hand edit put in the history are written out (`\u{1B}`), as everywhere grove prints them.
    static func escaped(_ text: String) -> String {
        text.map { character in
            if character == "\n" || character == "\r\n" { return "\\n" }
            return PrintableText.escaped(String(character)).map { "\\;,".contains($0) ? "\\\($0)" : String($0) }.joined()
        }.joined()
    }

    /// The content line folded into lines of at most 75 octets, each ended by CRLF; a
    /// continuation starts with a space, and no UTF-8 sequence is split.
    static func folded(_ line: String) -> String {
        var result = ""
        var octets = 0
        for scalar in line.unicodeScalars {
            let size = UTF8.width(scalar)
            if octets + size > 75 {
                result += "\r\n "
                octets = 1
            }
            result.unicodeScalars.append(scalar)
            octets += size
        }
        return result + "\r\n"
    }
}
