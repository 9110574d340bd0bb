import GroveWords

/// What grove says of trees grown at a speed other than 1, which earn nothing (``RewardRule``): on the screens, in plain
/// mode and after a command alike. Every function gives nil at speed 1.
public enum OtherSpeedWords {
    /// "×60", "×1.5", "×0.25": a speed's multiplier as a person reads it.
    public static func speed(_ multiplier: Double) -> String {
        guard multiplier.isFinite else { return "×?" }
        if multiplier == multiplier.rounded(), abs(multiplier) < 1e9 { return "×" + String(Int(multiplier)) }
        return "×" + String((multiplier * 100).rounded() / 100)
    }

    /// "×60 earns nothing", beside the daily goal and under a grown tree where room is short.
    public static func earnsNothing(_ multiplier: Double) -> String? {
        multiplier == GameSpeed.normal.multiplier ? nil : Words.OtherSpeed.earnsNothing(speed: speed(multiplier))
    }

    /// "at speed ×60, which earns nothing", after the focus or the length it tells of.
    public static func atSpeed(_ multiplier: Double) -> String? {
        multiplier == GameSpeed.normal.multiplier ? nil : Words.OtherSpeed.atSpeed(speed: speed(multiplier))
    }
}
