import GroveWords

/// How the daily goal is shown: today's trees as dots on the game screens, and
/// a star on the forest's days that met it.
public enum GoalProgress {
    /// Marks a day that met the goal.
    public static let metMark: Character = "★"
    static let grownDot: Character = "●"
    static let missingDot: Character = "○"
    /// Past this many trees a goal is written as a number, not dots.
    static let mostDots = 10

    /// "today 12/20", the goal as numbers; nil when it is off.
    static func numbers(grown: Int, goal: Int) -> String? {
        goal > 0 ? Words.Game.goalNumbers(grown: Words.number(grown), goal: Words.number(goal)) : nil
    }

    /// "today ●●○○", or "today 12/20" for a large goal; nil when the goal is off.
    static func text(grown: Int, goal: Int) -> String? {
        guard goal > 0 else { return nil }
        guard goal <= mostDots else { return numbers(grown: grown, goal: goal) }
        let filled = min(grown, goal)
        let dots = String(repeating: grownDot, count: filled) + String(repeating: missingDot, count: goal - filled)
        return Words.Game.goalDots(dots: dots + (grown > goal ? " +" + Words.number(grown - goal) : ""))
    }
}
