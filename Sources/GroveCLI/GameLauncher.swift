import FoundationEssentials
import GroveCore
import GroveTerminal
import GroveText
import GroveUI
import GroveWords

/// Opens the live game screen on the context's terminal, with the same services every command uses.
enum GameLauncher {
    /// Why a key's planting together could not be done, as the screen's message says it.
    private struct Refusal: Error, CustomStringConvertible {
        let description: String
    }

    /// Runs the game until the person leaves, planting `plan` first if given.
    static func open(_ invocation: Invocation, plantOnOpen plan: SessionPlan?) throws(CommandError) -> Int32 {
        let context = invocation.context
        guard let openTerminal = context.openTerminal else { throw .failure(Words.Launcher.noTerminal) }
        // The loop's own wake-up is the ticker: it ticks the model once each time it wakes.
        let model = try invocation.viewModel()
        let terminal: GameTerminal
        do {
            terminal = try openTerminal()
        } catch {
            throw .failure(Words.Launcher.cannotOpenTerminal(reason: "\(error)"))
        }
        var openingMessage: String?
        if let plan {
            model.startSession(plan)
            openingMessage = model.errorMessage
            // The screen opens on the members already planting in the room.
            model.lookAtRoom()
        }
        let store = try invocation.store()
        let repository = store.repository
        let settings = try invocation.settings()
        let forest = ForestQuery(repository: repository, calendar: context.calendar, dailyGoal: settings.dailyGoal)
        let plain = try invocation.isPlain()
        let capability = invocation.globals.colorEnabled && !plain
            ? ColorCapability.detect(environment: context.environment, isTerminal: true) : .monochrome
        let services = GameServices(
            colorCapability: capability,
            forestReport: { range, anchor in
                try forest.report(
                    range: range, containing: anchor, today: context.calendar.day(of: context.clock.now()), tag: nil,
                    coins: model.rewards.coins)
            },
            // Plain lines carry no escape: the bell alone.
            completionSignal: plain ? .bell : CompletionSignal.detect(environment: context.environment),
            titleGlyphs: WindowTitle.Glyphs.detect(environment: context.environment),
            signalsCompletion: settings.notifications, reapChildren: context.reapChildren,
            watchedPaths: store.watchedPaths(), sessionsElsewhere: { try repository.sessionsElsewhere() },
            openingMessage: openingMessage, screen: plain ? .plain : .full,
            plantingTogether: { plan, room in
                do throws(CommandError) {
                    return try PlantCommand.together(plan, in: room, invocation).decision.plan
                } catch {
                    throw Refusal(description: error.message)
                }
            },
            project: try invocation.project())
        let exit = GameLoop(model: model, terminal: terminal, clock: context.clock, services: services).run()
        if case .failed(let message) = exit {
            context.writeError("grove: \(message)\n")
        }
        // Plain mode said goodbye in its own words, on the same lines.
        if exit == .left, !plain, let session = model.session {
            invocation.print(stillGoing(session, at: context.clock.now()))
        }
        return exit.status
    }

    /// The line left on the shell when the person leaves the screen while `session` goes on: "Your oak keeps growing:
    /// 18:42 left. Come back with: grove"
    private static func stillGoing(_ session: LiveSession, at now: Date) -> String {
        let clock = TimeText.clock(session.clockSeconds(at: now), mode: session.mode)
        let (species, paused) = (Species.displayName(of: session.species), session.state == .paused)
        return switch (session.kind, session.mode) {
        case (.break, _): paused ? Words.Launcher.breakPaused(left: clock) : Words.Launcher.breakGoesOn(left: clock)
        case (.focus, .open):
            paused ? Words.Launcher.countUpPaused(species: species, focus: clock) : Words.Launcher.countUpGoesOn(species: species, focus: clock)
        case (.focus, .countdown):
            paused ? Words.Launcher.treePaused(species: species, left: clock) : Words.Launcher.treeGoesOn(species: species, left: clock)
        }
    }
}
