import GroveCore

extension TimerViewModel {
    /// Performs `effect` when it is one on the view model (an action other than leaving or suspending, a look at the room, a
    /// read, a tick) and answers with what the view model says then; nil for the others, which the loop performs.
    func answer(_ effect: GameEffect, services: GameServices) -> GameEvent? {
        switch effect {
        case .act(let action):
            let refusal = perform(action, services: services)
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
    private func perform(_ action: GameAction, services: GameServices) -> String? {
        /// A tree of `species` as `plan` makes it, planted where the screen was opened.
        func tree(_ plan: (GroveSettings, GameSpeed) -> SessionPlan, _ species: String) -> SessionPlan {
            var tree = plan(rules.settings, speed)
            tree.species = species
            return tree.planted(in: services.project, settings: rules.settings, tagGiven: false)
        }
        switch action {
        case .plant(let species): startSession(tree(SessionPlan.focus, species))
        case .plantTogether(let species, let room):
            do {
                startSession(try services.plantingTogether(tree(SessionPlan.focus, species), room))
            } catch {
                return "\(error)"
            }
        case .plantOpen(let species):
            startSession(tree(SessionPlan.open, species))
        case .done: finishOpenSession()
        case .pause: pauseSession()
        case .explainPause(let reason): explainPause(reason)
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
