import FoundationEssentials

/// The minutes added to a growing countdown tree (`grove extend`, `+`), and how far it had grown at the latest extension:
/// the tree keeps the stage it has and grows through the rest evenly over the new length, so its stage never goes back.
public struct SessionExtension: Sendable, Hashable, Codable {
    /// The minutes `grove extend` and `+` add when not told how many.
    public static let defaultMinutes = 5

    /// Game seconds every extension together added to the planned length.
    public let addedSeconds: TimeInterval
    /// Game seconds of the tree's time gone at the latest extension.
    public let fromElapsed: TimeInterval
    /// How far the tree had grown then, in stages: 0 at planting, ``TreeStage/count`` full-grown (``TreeStage/stage(grown:)``).
    public let fromGrowth: Double

    public init(addedSeconds: TimeInterval, fromElapsed: TimeInterval, fromGrowth: Double) {
        self.addedSeconds = addedSeconds
        self.fromElapsed = fromElapsed
        self.fromGrowth = fromGrowth
    }

    /// How far a tree of `planned` game seconds has grown after `elapsed`, in stages; evenly from planting when never
    /// extended (the contract's fifths), else evenly from where the latest extension found it to full at the new end.
    public static func growth(elapsed: TimeInterval, planned: TimeInterval, extended: SessionExtension?) -> Double {
        let whole = Double(TreeStage.count)
        guard let extended else { return planned > 0 ? max(0, elapsed) * whole / planned : whole }
        let rest = planned - extended.fromElapsed
        guard rest > 0 else { return whole }
        let share = min(max(elapsed - extended.fromElapsed, 0), rest) / rest
        return extended.fromGrowth + share * (whole - extended.fromGrowth)
    }

    /// What is wrong with an extension of a tree planned for `planned` game seconds, as a file could hold it; nil when sound.
    func problem(planned: TimeInterval) -> String? {
        let values = [addedSeconds, fromElapsed, fromGrowth]
        guard values.allSatisfy(\.isFinite), addedSeconds > 0, addedSeconds < planned, (0...planned).contains(fromElapsed),
              (0...Double(TreeStage.count)).contains(fromGrowth)
        else {
            return "is not a sensible extension (addedSeconds above 0 and below plannedSeconds, fromElapsed 0 to plannedSeconds, "
                + "fromGrowth 0 to \(TreeStage.count))"
        }
        return nil
    }
}

extension LiveSession {
    /// This countdown tree `seconds` game seconds longer at `now`: its end moves by as much, and its growth goes on from
    /// where it is.
    func extended(by seconds: TimeInterval, at now: Date) -> LiveSession {
        let elapsed = elapsed(at: now)
        var longer = self
        longer.extended = SessionExtension(
            addedSeconds: (extended?.addedSeconds ?? 0) + seconds, fromElapsed: elapsed,
            fromGrowth: SessionExtension.growth(elapsed: elapsed, planned: plannedSeconds, extended: extended))
        longer.plannedSeconds += seconds
        if case .running(let endsAt) = phase {
            longer.phase = .running(endsAt: endsAt.addingTimeInterval(speed.wallSeconds(forGame: seconds)))
        }
        return longer
    }
}
