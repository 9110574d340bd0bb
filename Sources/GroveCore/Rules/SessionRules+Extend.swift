import FoundationEssentials
import GroveWords

extension SessionRules {
    /// Why the live session of `record` cannot be extended by `minutes` now, or nil: only a countdown tree running alone can.
    public static func extendRefusal(of record: LiveRecord, minutes: Int) -> ExtendRefusal? {
        guard let session = record.session else { return .nothingGrowing }
        if minutes < 1 { return .noMinutes }
        if session.kind == .break { return .isBreak }
        if session.mode == .open { return .countUp }
        if session.together != nil { return .together }
        if session.state == .paused { return .paused }
        return session.plannedSeconds < SessionMode.openLimitSeconds ? nil : .atLimit
    }

    /// Extends the growing tree by `minutes`, or by what is left to the longest a tree grows: its end, the waiter and the
    /// notice move with it; the `extended` hook runs; the person is told the new end.
    func extend(by minutes: Int, at now: Date, into transition: inout SessionTransition) {
        guard let session = transition.record.session else { return }
        let added = min(TimeInterval(minutes * 60), SessionMode.openLimitSeconds - session.plannedSeconds)
        let longer = session.extended(by: added, at: now)
        transition.record.session = longer
        let left = TimeText.clock(longer.remaining(at: now))
        let until = longer.endsAt.map(calendar.clockText) ?? ""
        let amount = TimeText.amount(added)
        transition.effects += [
            .scheduleNotice(notice(for: longer, at: now)),
            .runHook(HookFacts(.extended, longer, focusedSeconds: longer.elapsed(at: now))),
            .tell(longer.plannedSeconds < SessionMode.openLimitSeconds
                ? Words.Extend.extended(added: amount, left: left, until: until)
                : Words.Extend.extendedToLimit(
                    added: amount, limit: Words.number(GroveSettings.minuteRange.upperBound), left: left, until: until)),
        ]
    }
}
