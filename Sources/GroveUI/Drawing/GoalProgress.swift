import Synchronization

/// How the daily goal is shown: today's trees as dots on the game screens, and
/// a star on the forest's days that met it.
public enum GoalProgress {
    /// Marks a day that met the goal.
    public static let metMark: Character = "★"
    static let grownDot: Character = "●"
    static let missingDot: Character = "○"
    /// Past this many trees a goal is written as a number, not dots.
    static let mostDots = 10

    /// The last line made and the count and goal it was made for: the game screen's header
    /// asks at every wake, and building the line touched more of the string code than the rest.
    private static let last = Mutex<(grown: Int, goal: Int, text: String?)?>(nil)

    /// "today ●●○○", or "today 12/20" for a large goal; nil when the goal is off.
    static func text(grown: Int, goal: Int) -> String? {
        if let known = last.withLock({ $0 }), known.grown == grown, known.goal == goal { return known.text }
        let text = made(grown: grown, goal: goal)
        last.withLock { $0 = (grown, goal, text) }
        return text
    }

    /// "today 12/20", the goal as numbers; nil when it is off.
    static func numbers(grown: Int, goal: Int) -> String? {
        goal > 0 ? "today \(grown)/\(goal)" : nil
    }

    /// `text(grown:goal:)` made anew.
    static func made(grown: Int, goal: Int) -> String? {
        guard goal > 0 else { return nil }
        guard goal <= mostDots else { return numbers(grown: grown, goal: goal) }
        let filled = min(grown, goal)
        let dots = String(repeating: grownDot, count: filled) + String(repeating: missingDot, count: goal - filled)
        return "today " + dots + (grown > goal ? " +\(grown - goal)" : "")
    }
}
