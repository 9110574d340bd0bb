import GroveWords

/// What grove says when a tree reaches the daily goal: on the game screen, after
/// a command and in the desktop notification alike.
public enum GoalReachedWords {
    public static var title: String { Words.Goal.reached }

    /// "1 tree today", "4 trees today".
    public static func treesToday(_ count: Int) -> String {
        Words.Goal.treesToday(count: count)
    }

    /// "Daily goal reached: 4 trees today".
    public static func line(treesToday count: Int) -> String {
        Words.Goal.reachedTreesToday(count: count)
    }

    /// What the desktop notification says under the title: "4 trees today. Well grown!".
    public static func notice(treesToday count: Int) -> String {
        Words.Goal.noticeBody(count: count)
    }
}
