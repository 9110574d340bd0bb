import GroveText
import GroveWords

/// How grove tells a tree's interruptions, on the outcome screen, in plain sentences and in `history` alike.
public enum InterruptionWords {
    /// "2 interruptions (call, colleague)", "1 interruption"; nil for a tree never paused.
    public static func line(_ pauses: Interruptions) -> String? {
        guard pauses.count > 0 else { return nil }
        guard !pauses.allReasons.isEmpty else { return Words.Interruption.count(count: pauses.count) }
        return Words.Interruption.countWithReasons(count: pauses.count, reasons: list(pauses.allReasons))
    }

    /// The line, then shorter forms for a narrow screen: with the reasons, then the count alone.
    public static func lines(_ pauses: Interruptions) -> [String]? {
        guard let line = line(pauses) else { return nil }
        return [line, Words.Interruption.count(count: pauses.count)]
    }

    /// "Interrupted 2 times (call, colleague).", for a screen reader; nil for a tree never paused.
    public static func sentence(_ pauses: Interruptions) -> String? {
        guard pauses.count > 0 else { return nil }
        guard !pauses.allReasons.isEmpty else { return Words.Interruption.sentence(count: pauses.count) }
        return Words.Interruption.sentenceWithReasons(count: pauses.count, reasons: list(pauses.allReasons))
    }

    /// Reasons as a list a person reads, each once, in the order first given; escaped, as a hand-edited file may hold anything.
    public static func list(_ reasons: [String]) -> String {
        var seen: Set<String> = []
        return reasons.filter { seen.insert($0).inserted }.map(PrintableText.escaped)
            .joined(separator: Words.Interruption.listSeparator)
    }
}
