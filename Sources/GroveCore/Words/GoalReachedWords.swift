/// What grove says when a tree reaches the daily goal: on the game screen, after
/// a command and in the desktop notification alike.
public enum GoalReachedWords {
    public static let title = "Daily goal reached"

    /// "1 tree today", "4 trees today".
    public static func treesToday(_ count: Int) -> String {
        count == 1 ? "1 tree today" : "\(count) trees today"
    }

    /// "Daily goal reached: 4 trees today".
    public static func line(treesToday count: Int) -> String {
        "\(title): \(treesToday(count))"
    }
}
