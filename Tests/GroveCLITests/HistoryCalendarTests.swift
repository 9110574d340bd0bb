import Foundation
@testable import GroveCLI
import GroveCore
import Testing

/// `grove history --ics` as RFC 5545 writes it: escaped text, lines folded at 75 octets.
@Suite("iCalendar text")
struct HistoryCalendarTests {
    @Test(arguments: [
        ("plain", "plain"), ("a;b,c", "a\\;b\\,c"), ("back\\slash", "back\\\\slash"), ("two\nlines", "two\\nlines"),
        ("colon: fine", "colon: fine"), ("\u{1B}[31m", "\\\\u{1B}[31m"),
    ])
    func calendarTextIsEscaped(text: String, escaped: String) {
        #expect(HistoryCalendar.escaped(text) == escaped)
    }

    @Test func longLinesAreFoldedAt75OctetsWithoutSplittingACharacter() {
        let line = "DESCRIPTION:" + String(repeating: "é🌳x", count: 40)
        let folded = HistoryCalendar.folded(line)
        #expect(folded.hasSuffix("\r\n"))
        // CRLF is one Character: cut the bytes.
        let physical = String(decoding: folded.utf8.dropLast(2), as: UTF8.self).components(separatedBy: "\r\n")
        #expect(physical.count > 1)
        #expect(physical.allSatisfy { $0.utf8.count <= 75 })
        #expect(physical.dropFirst().allSatisfy { $0.hasPrefix(" ") })
        // Every physical line is whole UTF-8 by itself, and unfolding gives the line back.
        #expect(physical.allSatisfy { String(validating: Array($0.utf8), as: UTF8.self) != nil })
        #expect(physical.first! + physical.dropFirst().map { String($0.dropFirst()) }.joined() == line)
        #expect(HistoryCalendar.folded("SHORT:x") == "SHORT:x\r\n")
        #expect(HistoryCalendar.folded(String(repeating: "x", count: 75)) == String(repeating: "x", count: 75) + "\r\n")
    }

    @Test func eventsNameTheTreeAndSayWhenItWithered() {
        let start = Date(timeIntervalSince1970: 1_763_629_200)
        func session(_ kind: SessionKind, _ state: FinishedSession.Outcome, note: String? = nil) -> FinishedSession {
            FinishedSession(
                id: "6f1c9e2a-3b4d-4c5e-8f60-718293a4b5c6", kind: kind, state: state, startedAt: start, endedAt: start + 1500,
                plannedSeconds: 1500, focusedSeconds: kind == .focus ? 1500 : 0, pausedSeconds: 0, tag: kind == .focus ? "writing" : "long-break",
                species: "oak", speed: .normal, note: note)
        }
        #expect(HistoryCalendar.summary(of: session(.focus, .completed)) == "🌳 oak · writing")
        #expect(HistoryCalendar.summary(of: session(.focus, .abandoned)) == "🥀 withered oak · writing")
        #expect(HistoryCalendar.summary(of: session(.break, .completed)) == "☕ long-break")

        let text = HistoryCalendar.text([session(.focus, .completed, note: "chapter 3, part 1")], stamp: start + 86_400)
        #expect(text == [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//grove//grove history//EN", "CALSCALE:GREGORIAN", "X-WR-CALNAME:grove",
            "BEGIN:VEVENT", "UID:6f1c9e2a-3b4d-4c5e-8f60-718293a4b5c6@grove.invalid", "DTSTAMP:20251121T090000Z",
            "DTSTART:20251120T090000Z", "DTEND:20251120T092500Z", "SUMMARY:🌳 oak · writing", "CATEGORIES:writing",
            "DESCRIPTION:chapter 3\\, part 1", "END:VEVENT", "END:VCALENDAR",
        ].map { $0 + "\r\n" }.joined())
    }
}
