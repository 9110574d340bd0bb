import FoundationEssentials
import GroveCore
import GroveText
import GroveWords

/// The sentences plain mode writes (the game line by line, the forest, `grove status`), beside the core's words every screen
/// shares (a room's withering, the daily goal): one line each, capitalised, ending in a full stop or question mark;
/// durations from `TimeText.spoken`, text from the data folder escaped. Every sentence is a catalog entry of its own.
public enum PlainWords {
    /// Who made a change the game tells of.
    enum Cause {
        /// A key typed here.
        case key
        /// The game itself: the next session started when the last one ended.
        case itself
        /// Another grove process: a command typed in another shell.
        case elsewhere
    }

    // MARK: A session

    /// "oak", shown escaped.
    private static func name(_ species: String) -> String {
        TreeName.plain(species)
    }

    /// "an oak (writing)".
    private static func tree(_ species: String, _ tag: String) -> String {
        Words.Plain.treeTagged(tree: TreeName.withArticle(species), tag: PrintableText.escaped(tag))
    }

    /// "20 minutes left", or for a count-up "12 minutes of focus so far".
    private static func clock(_ session: GameState.Session) -> String {
        session.mode == .open
            ? Words.Plain.focusSoFar(time: TimeText.spoken(Double(session.clockSeconds)))
            : Words.Plain.timeLeft(time: left(Double(session.remainingSeconds)))
    }

    /// Time still to run, to the nearest minute (the seconds under a minute): 20:54 left
    /// is "21 minutes", where focus done is counted down.
    static func left(_ seconds: TimeInterval) -> String {
        TimeText.spoken(seconds < 60 ? seconds : (seconds / 60).rounded() * 60)
    }

    private static func breakName(_ session: GameState.Session) -> String {
        FollowUpWords.breakName(minutes: session.plannedSeconds / 60, isLong: session.isLongBreak)
    }

    /// The session as it is now, told when the game opens on it.
    static func describe(_ session: GameState.Session) -> String {
        let (tree, stage, clock) = (tree(session.species, session.tag), TreeStage.words(session.stage), clock(session))
        if let room = session.room {
            let names = others(session)
            return capitalized(names.isEmpty
                ? Words.Plain.treeGrowingInRoom(tree: tree, room: PrintableText.escaped(room), stage: stage, clock: clock)
                : Words.Plain.treeGrowingWith(tree: tree, names: list(names), stage: stage, clock: clock))
        }
        if session.kind == .break {
            return session.isPaused
                ? Words.Plain.breakPaused(breakName: breakName(session), clock: clock)
                : Words.Plain.breakRunning(breakName: breakName(session), clock: clock)
        }
        if session.isPaused { return capitalized(Words.Plain.treePaused(tree: tree, clock: clock)) }
        return capitalized(session.mode == .open
            ? Words.Plain.treeCountingUp(tree: tree, stage: stage, clock: clock)
            : Words.Plain.treeGrowing(tree: tree, stage: stage, clock: clock))
    }

    /// A session that has just started.
    static func began(_ session: GameState.Session, by cause: Cause) -> String {
        let tree = tree(session.species, session.tag)
        if let room = session.room {
            let (names, room, clock) = (others(session), PrintableText.escaped(room), clock(session))
            switch (cause == .key, names.isEmpty) {
            case (true, true): return Words.Plain.youPlantedInRoom(tree: tree, room: room, clock: clock)
            case (true, false): return Words.Plain.youPlantedWith(tree: tree, names: list(names), clock: clock)
            case (false, true): return Words.Plain.plantedInRoom(tree: tree, room: room, clock: clock)
            case (false, false): return Words.Plain.plantedWith(tree: tree, names: list(names), clock: clock)
            }
        }
        let length = TimeText.spoken(Double(session.plannedSeconds))
        switch (session.kind, cause) {
        case (.break, .key): return Words.Plain.breakBegun(breakName: breakName(session))
        case (.break, .itself): return FollowUpWords.breakBegan(minutes: session.plannedSeconds / 60, isLong: session.isLongBreak)
        case (.break, .elsewhere): return Words.Plain.breakStartedElsewhere(breakName: breakName(session))
        case (.focus, .itself):
            return FollowUpWords.treePlanted(
                species: session.species, tag: session.tag, mode: session.mode, plannedSeconds: Double(session.plannedSeconds))
        case (.focus, .key):
            guard session.mode == .open else { return Words.Plain.youPlanted(tree: tree, time: length) }
            return Words.Plain.youPlantedCountingUp(tree: tree, time: TimeText.spoken(SessionMode.openGrownAfterSeconds))
        case (.focus, .elsewhere):
            return capitalized(session.mode == .open
                ? Words.Plain.plantedElsewhereCountingUp(tree: tree) : Words.Plain.plantedElsewhere(tree: tree, time: length))
        }
    }

    /// A stage reached, told with the time: "The oak is a sapling: 20 minutes left."
    static func stage(_ session: GameState.Session, shownSeconds: Int) -> String {
        var shown = session
        shown.remainingSeconds = session.mode == .open ? session.plannedSeconds - shownSeconds : shownSeconds
        return Words.Plain.stageReached(species: name(session.species), stage: TreeStage.words(session.stage), clock: clock(shown))
    }

    /// A mark of five minutes, or the last minute: "The oak has 45 minutes left.", "The oak has
    /// 30 minutes of focus so far."
    static func mark(_ session: GameState.Session, seconds: Int, isLimit: Bool) -> String {
        let species = name(session.species)
        guard session.mode == .open else {
            let time = left(Double(seconds))
            return session.kind == .break ? Words.Plain.breakTimeLeft(time: time) : Words.Plain.treeTimeLeft(species: species, time: time)
        }
        let amount = TimeText.spoken(Double(seconds))
        return isLimit
            ? Words.Plain.treeTimeBeforeLimit(species: species, time: amount) : Words.Plain.treeFocusSoFar(species: species, time: amount)
    }

    /// "You paused the oak: 12 minutes left." or "The oak was resumed from another shell: 12 minutes left."
    static func pausedOrResumed(_ session: GameState.Session, by cause: Cause) -> String {
        let (species, clock) = (name(session.species), clock(session))
        switch (session.kind == .break, session.isPaused, cause == .key) {
        case (false, true, true): return Words.Plain.youPausedTree(species: species, clock: clock)
        case (false, false, true): return Words.Plain.youResumedTree(species: species, clock: clock)
        case (false, true, false): return Words.Plain.treePausedElsewhere(species: species, clock: clock)
        case (false, false, false): return Words.Plain.treeResumedElsewhere(species: species, clock: clock)
        case (true, true, true): return Words.Plain.youPausedBreak(clock: clock)
        case (true, false, true): return Words.Plain.youResumedBreak(clock: clock)
        case (true, true, false): return Words.Plain.breakPausedElsewhere(clock: clock)
        case (true, false, false): return Words.Plain.breakResumedElsewhere(clock: clock)
        }
    }

    static func note(_ note: String?, on session: GameState.Session) -> String {
        let species = name(session.species)
        guard let note else {
            return session.kind == .break ? Words.Plain.breakNoteRemoved : Words.Plain.treeNoteRemoved(species: species)
        }
        let shown = PrintableText.escaped(note)
        return session.kind == .break
            ? Words.Plain.breakNoteChanged(note: shown) : Words.Plain.treeNoteChanged(species: species, note: shown)
    }

    // MARK: Planting together

    /// The names of the other members still in the planting.
    private static func others(_ session: GameState.Session) -> [String] {
        session.together.filter { !$0.isMe && $0.look != .gone }.map(\.name)
    }

    /// "ana", "ana and bo", "ana, bo and cy": names from other people's files, escaped.
    private static func list(_ names: [String]) -> String {
        WordList.sentence(names.map(PrintableText.escaped))
    }

    /// Members who came into the planting or left it between two looks at the room:
    /// "ana joined the planting: 24 minutes left.", "bo left the planting."
    static func membersChanged(from old: GameState.Session, to new: GameState.Session) -> [String] {
        let before = Set(others(old))
        let now = others(new)
        var lines: [String] = []
        let joined = now.filter { !before.contains($0) }
        if !joined.isEmpty { lines.append(Words.Plain.joined(names: list(joined), clock: clock(new))) }
        let left = before.subtracting(now).sorted()
        if !left.isEmpty { lines.append(Words.Plain.left(names: list(left))) }
        return lines
    }

    /// The room `w` picked for `enter`, or none again.
    static func pickedRoom(_ room: String?) -> String {
        room.map { Words.Plain.enterPlantsWith(room: PrintableText.escaped($0)) } ?? Words.Plain.enterPlantsAlone
    }

    static func cancelledElsewhere(_ session: GameState.Session) -> String {
        Words.Plain.cancelledElsewhere(species: name(session.species))
    }

    // MARK: An end

    /// How `ended` ended: "Your oak has grown: 25 minutes of focus.", "Break over."
    static func ended(_ ended: GameState.Ended, by cause: Cause) -> String {
        let (species, focus) = (name(ended.species), TimeText.spoken(ended.focusedSeconds))
        switch (ended.kind, ended.completed) {
        case (.focus, true):
            guard let atSpeed = OtherSpeedWords.atSpeed(ended.speed) else { return Words.Plain.grown(species: species, time: focus) }
            return Words.Plain.grownAtSpeed(species: species, time: focus, atSpeed: atSpeed)
        case (.focus, false):
            return cause == .key ? Words.Plain.withered(species: species, time: focus) : Words.Plain.witheredElsewhere(species: species, time: focus)
        case (.break, true): return Words.Outcome.breakOver
        case (.break, false): return cause == .key ? Words.Outcome.breakEndedEarly : Words.Plain.breakEndedElsewhere
        }
    }

    /// "You earned First sprout and Grove (birch unlocked)."
    static func earned(_ achievements: [String]) -> String {
        Words.Plain.earned(achievements: WordList.sentence(achievements))
    }

    // MARK: What to do next

    /// "Press n to plant another oak.", offering the break first where there is one.
    static func plantAnother(_ species: String, offering offer: GameState.BreakOffer?) -> String {
        guard let offer else { return Words.Plain.plantAnother(species: name(species)) }
        return Words.Plain.plantAnotherOrBreak(breakName: breakName(offer), species: name(species))
    }

    /// What the home screen offers: "Press enter to plant an oak for 25 minutes." ("… at speed ×60, which earns nothing.")
    static func home(_ state: GameState) -> String {
        let tree = TreeName.withArticle(state.plan.species)
        let time = TimeText.spoken(Double(state.plan.minutes * 60))
        let atSpeed = OtherSpeedWords.atSpeed(state.speed)
        switch (state.breakOffer.map(breakName), atSpeed) {
        case (nil, nil): return Words.Plain.home(tree: tree, time: time)
        case (nil, let atSpeed?): return Words.Plain.homeAtSpeed(tree: tree, time: time, atSpeed: atSpeed)
        case (let breakName?, nil): return Words.Plain.homeOrBreak(breakName: breakName, tree: tree, time: time)
        case (let breakName?, let atSpeed?):
            return Words.Plain.homeOrBreakAtSpeed(breakName: breakName, tree: tree, time: time, atSpeed: atSpeed)
        }
    }

    private static func breakName(_ offer: GameState.BreakOffer) -> String {
        FollowUpWords.breakName(minutes: offer.minutes, isLong: offer.isLong)
    }

    /// The species `s` or an arrow picked on the home screen.
    static func picked(_ choice: GameState.SpeciesChoice) -> String {
        guard let lock = choice.lockedBy else { return Words.Plain.picked(species: name(choice.name)) }
        return Words.Plain.pickedLocked(species: name(choice.name), unlock: lock.summary)
    }

    static func askGiveUp(_ session: GameState.Session) -> String {
        session.kind == .break ? Words.Plain.askEndBreak : Words.Plain.askGiveUp(species: name(session.species))
    }

    static func keptGoing(_ session: GameState.Session) -> String {
        session.kind == .break ? Words.Plain.breakGoesOn : Words.Plain.keepsGrowing(species: name(session.species))
    }

    /// The keys that work now, as a sentence.
    static func keys(_ state: GameState) -> String {
        var keys: [String]
        switch state.screen {
        case .home:
            keys = [Words.Plain.keyPlant(tree: TreeName.withArticle(state.plan.species)), Words.Plain.keyCountUp, Words.Plain.keySpecies]
            if state.breakOffer != nil { keys.append(Words.Plain.keyBreak) }
            if state.rooms.count == 1 { keys.append(Words.Plain.keyPlantWith(room: PrintableText.escaped(state.rooms[0]))) }
            if state.rooms.count > 1 { keys.append(Words.Plain.keyPickRoom) }
            keys += [Words.Plain.keyForest, Words.Plain.keyLeave]
        case .session(let session):
            // A tree planted together cannot be paused.
            keys = session.room == nil ? [session.isPaused ? Words.Plain.keyResume : Words.Plain.keyPause] : []
            if session.mode == .open { keys.append(Words.Plain.keyDone) }
            if session.canExtend { keys.append(Words.Extend.plainKey(amount: ExtendWords.defaultAmount)) }
            keys += session.kind == .break
                ? [Words.Plain.keyEndBreak, Words.Plain.keyForest, Words.Plain.keyLeaveResting]
                : [Words.Plain.keyGiveUp, Words.Plain.keyForest, Words.Plain.keyLeaveGrowing]
        case .completed(let outcome):
            keys = state.breakOffer == nil ? [] : [Words.Plain.keyBreak]
            keys += [Words.Plain.keyPlantAnother(species: name(outcome.species)), Words.Plain.keyHome, Words.Plain.keyForest, Words.Plain.keyLeave]
        case .abandoned(let outcome):
            keys = [Words.Plain.keyPlantAnother(species: name(outcome.species)), Words.Plain.keyHome, Words.Plain.keyForest, Words.Plain.keyLeave]
        }
        return Words.Plain.keys(keys: (keys + [Words.Plain.keyHelp]).joined(separator: Words.Game.listSeparator))
    }

    /// What the person hears on leaving the game.
    static func farewell(_ state: GameState) -> String {
        guard let session = state.session else { return Words.Plain.farewell }
        return session.kind == .break
            ? Words.Plain.farewellResting(clock: clock(session))
            : Words.Plain.farewellGrowing(species: name(session.species), clock: clock(session))
    }

    /// `text` (a refusal, an error, a notice) as a sentence: a capital first, a full stop last (unless it ends a sentence
    /// already, in any script).
    static func sentence(_ text: String) -> String {
        let text = PrintableText.escaped(String(text.drop { $0 == " " }).trimmingTrailingSpaces)
        guard let last = text.last else { return text }
        return capitalized(text) + (".?!。？！".contains(last) ? "" : ".")
    }

    static func capitalized(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst()
    }

    // MARK: grove status

    /// `grove status` in plain mode: "The oak (writing) is a sapling: 20 minutes left, then a break."
    public static func status(_ session: LiveSession?, at now: Date, next: SessionKind?, elsewhere: [SessionElsewhere]) -> String {
        guard let session else {
            guard let other = elsewhere.first else { return Words.Plain.nothingGrowing }
            return statusElsewhere(other, at: now)
        }
        let then = next.map { FollowUpWords.then($0, species: session.species) }
        let paused = session.state == .paused
        if session.kind == .break {
            let time = left(session.remaining(at: now))
            switch (paused, then) {
            case (false, nil): return Words.Plain.statusBreak(time: time)
            case (false, let then?): return Words.Plain.statusBreakThen(time: time, then: then)
            case (true, nil): return Words.Plain.statusBreakPaused(time: time)
            case (true, let then?): return Words.Plain.statusBreakPausedThen(time: time, then: then)
            }
        }
        let (species, tag) = (name(session.species), PrintableText.escaped(session.tag))
        let clock = session.mode == .open
            ? Words.Plain.focusSoFarCountingUp(time: TimeText.spoken(session.elapsed(at: now)))
            : Words.Plain.timeLeft(time: left(session.remaining(at: now)))
        let stage = TreeStage.words(session.stage(at: now))
        switch (paused, then) {
        case (false, nil): return Words.Plain.statusTree(species: species, tag: tag, stage: stage, clock: clock)
        case (false, let then?): return Words.Plain.statusTreeThen(species: species, tag: tag, stage: stage, clock: clock, then: then)
        case (true, nil): return Words.Plain.statusTreePaused(species: species, tag: tag, clock: clock)
        case (true, let then?): return Words.Plain.statusTreePausedThen(species: species, tag: tag, clock: clock, then: then)
        }
    }

    /// `grove status` in plain mode of a session growing on another device: "A pine is growing on laptop: 24 minutes left."
    private static func statusElsewhere(_ other: SessionElsewhere, at now: Date) -> String {
        let device = PrintableText.escaped(other.device)
        let isTree = other.session.kind == .focus
        let tree = TreeName.withArticle(other.session.species)
        if other.hasRunOut(at: now) {
            return isTree
                ? capitalized(Words.Plain.statusElsewhereEnded(tree: tree, device: device))
                : Words.Plain.statusElsewhereBreakEnded(device: device)
        }
        let time = other.session.clockSeconds(at: now)
        let clock = other.session.mode == .open
            ? Words.Plain.timeSoFar(time: TimeText.spoken(time)) : Words.Plain.timeLeft(time: left(time))
        let paused = other.session.state == .paused
        guard isTree else {
            return paused
                ? Words.Plain.statusElsewhereBreakPaused(device: device, clock: clock) : Words.Plain.statusElsewhereBreak(device: device, clock: clock)
        }
        return capitalized(paused
            ? Words.Plain.statusElsewherePaused(tree: tree, device: device, clock: clock)
            : Words.Plain.statusElsewhereGrowing(tree: tree, device: device, clock: clock))
    }
}
