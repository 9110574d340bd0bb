import GroveCore

extension TimerViewModel {
    /// Performs `effect` when it is one on the view model (an action other than leaving or suspending, a look at the room, a
    /// read, a tick) and answers with what the view model says then; nil for the others, which the loop performs.
    func answer(_ effect: GameEffect, services: GameServices) -> GameEvent? {
        switch effect {
        case .act(let action):
            let refusal = perform(action, plantingTogether: services.plantingTogether)
            return .acted(TimerReading(self), refusal: refusal)
        case .lookAtRoom:
            lookAtRoom()
            return .roomLooked(TimerReading(self))
        case .read(let store, let readsElsewhere):
            // Another device's broken file is for `grove doctor` to report; this screen just shows none from it.
            let elsewhere = readsElsewhere ? ((try? services.sessionsElsewhere()) ?? []) : nil
            if store {
                services.reapChildren()
                syncWithStore()
            }
            return .read(TimerReading(self), elsewhere: elsewhere)
        case .tick: return tick() ? .read(TimerReading(self), elsewhere: nil) : .clockTurned(TimerReading.Clock(self))
        default: return nil
        }
    }

    /// Does what `action` asks of the view model (leaving and suspending ask nothing of it); returns why a planting
    /// together could not be made.
    private func perform(_ action: GameAction, plantingTogether: (SessionPlan, String) throws -> SessionPlan) -> String? {
        switch action {
        case .plant(let species): startSession(species: species)
        case .plantTogether(let species, let room):
            var plan = SessionPlan.focus(rules.settings, speed: speed)
            plan.species = species
            do {
                startSession(try plantingTogether(plan, room))
            } catch {
                return "\(error)"
            }
        case .plantOpen(let species):
            var plan = SessionPlan.open(rules.settings, speed: speed)
            plan.species = species
            startSession(plan)
        case .done: finishOpenSession()
        case .pause: pauseSession()
        case .resume: resumeSession()
        case .extend: extendSession(minutes: SessionExtension.defaultMinutes)
        case .giveUp: cancelSession()
        case .startBreak: startBreak()
        case .dismissOutcome: dismissOutcome()
        case .leave, .suspend: break
        }
        return nil
    }
}
