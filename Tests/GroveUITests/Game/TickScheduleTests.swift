import Foundation
import GroveCore
import GroveUI
import Testing

struct TickScheduleTests {
    let endsAt = Date(timeIntervalSince1970: 2_000_000_000)

    private func next(secondsLeft: Double, speed: Double, interval: Double) -> TimeInterval {
        let now = endsAt.addingTimeInterval(-secondsLeft)
        return TickSchedule.nextTick(after: now, endsAt: endsAt, speed: GameSpeed(speed)!, interval: interval).timeIntervalSince(now)
    }

    @Test func atSpeedOneTheTickLandsJustAfterTheNextSecondTurns() {
        // 7.3 s left shows 00:08; it shows 00:07 from 7.0 s left, 0.3 s from now.
        #expect(abs(next(secondsLeft: 7.3, speed: 1, interval: 1) - 0.302) < 1e-6)
        // Exactly on a turn, the next one is a second away.
        #expect(abs(next(secondsLeft: 7, speed: 1, interval: 1) - 1.002) < 1e-6)
        // Woken by the previous tick, just after a turn: the next turn, a second later.
        #expect(abs(next(secondsLeft: 6.998, speed: 1, interval: 1) - 1.0) < 1e-6)
    }

    @Test func atHighSpeedTheTickWaitsAboutAnIntervalAndLandsOnATurn() {
        let wait = next(secondsLeft: 0.1234, speed: 600, interval: 0.05)
        #expect(wait >= 0.05 - 1.0 / 600 && wait <= 0.05 + 1.0 / 600)
        // On a turn: whole game seconds left, give or take the lateness.
        let gameLeft = (0.1234 - wait) * 600
        #expect(abs(gameLeft - gameLeft.rounded()) < 0.5)
    }

    @Test func atLowSpeedTheTickWaitsForTheDisplayToChange() {
        // Speed 0.5: a game second lasts two wall seconds.
        #expect(abs(next(secondsLeft: 3, speed: 0.5, interval: 1) - 1.002) < 1e-6)
    }

    @Test func theLastTickLandsJustAfterTheEnd() {
        #expect(abs(next(secondsLeft: 0.4, speed: 1, interval: 1) - 0.402) < 1e-6)
        let overdue = next(secondsLeft: -5, speed: 1, interval: 1)
        #expect(overdue >= 0 && overdue < 0.01)
    }
}
