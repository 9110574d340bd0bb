import FoundationEssentials
import GroveCore

/// What the view model says at one instant, as a value: all the game screen reads of it. The loop reads it after each act,
/// tick or read of the store and feeds it to the ``GameModel``, which never touches the view model itself.
struct TimerReading: Equatable {
    /// What moves with the clock alone: after a tick that changed nothing else, only this is read.
    struct Clock: Equatable {
        var remainingTime: TimeInterval
        var treeStage: Int
        /// Every member's tree in a planting together, this person's first; empty when planted alone.
        var treesTogether: [MemberTree]

        init(_ model: TimerViewModel) {
            (remainingTime, treeStage, treesTogether) = (model.remainingTime, model.treeStage, model.treesTogether)
        }
    }

    var settings: GroveSettings
    var rewards: RewardLedger
    var session: LiveSession?
    var outcome, lastFinished: FinishedSession?
    var breakOffer: SessionPlan?
    var newAchievements: [Achievement]
    var reachedGoal: Bool
    var treesToday: Int
    var speed: GameSpeed
    var clock: Clock
    var errorMessage, notice: String?

    init(_ model: TimerViewModel) {
        (settings, rewards, session) = (model.rules.settings, model.rewards, model.session)
        (outcome, lastFinished, breakOffer) = (model.outcome, model.lastFinished, model.breakOffer)
        (newAchievements, reachedGoal, treesToday) = (model.newAchievements, model.reachedGoal, model.treesToday)
        (speed, clock, errorMessage, notice) = (model.speed, Clock(model), model.errorMessage, model.notice)
    }
}
