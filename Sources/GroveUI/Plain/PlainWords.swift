import FoundationEssentials
import GroveCore
import GroveText
import GroveWords

/// The sentences plain mode writes (the game line by line, the forest, `grove status`), beside the core's words every screen
/// shares (a room's withering, the daily goal): one line each, capitalised, ending in a full stop or question mark;
/// durations from `TimeText.spoken`, text from the data folder escaped.
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
        PrintableText.escaped(species)
    }

    /// "an oak (writing)".
    private static func tree(_ species: String, _ tag: String) -> String {
        let species = name(species)
        return "\(IndefiniteArticle.before(species)) \(species) (\(PrintableText.escaped(tag)))"
    }

    /// "20 minutes left", or for a count-up "12 minutes of focus so far".
    private static func clock(_ session: GameState.Session) -> String {
        session.mode == .open
            ? "\(TimeText.spoken(Double(session.clockSeconds))) of focus so far"
            : "\(left(Double(session.remainingSeconds))) left"
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
        if let with = with(session) {
            return "\(capitalized(tree(session.species, session.tag))) is growing \(with): it is \(TreeStage.words(session.stage)), \(clock(session))."
        }
        let doing = session.isPaused ? "is paused" : "is running"
        if session.kind == .break { return "Your \(breakName(session)) \(doing): \(clock(session))." }
        let growing = session.isPaused ? "is paused" : (session.mode == .open ? "is growing, counting up" : "is growing")
        let stage = session.isPaused ? "" : "it is \(TreeStage.words(session.stage)), "
        return "\(capitalized(tree(session.species, session.tag))) \(growing): \(stage)\(clock(session))."
    }

    /// A session that has just started.
    static func began(_ session: GameState.Session, by cause: Cause) -> String {
        if let with = with(session) {
            let who = cause == .key ? "You planted" : "Planted"
            return "\(who) \(tree(session.species, session.tag)) \(with): \(clock(session))."
        }
        let minutes = session.plannedSeconds / 60
        switch (session.kind, cause) {
        case (.break, .key): return "Your \(breakName(session)) has begun."
        case (.break, .itself): return FollowUpWords.breakBegan(minutes: minutes, isLong: session.isLongBreak)
        case (.break, .elsewhere): return "A \(breakName(session)) was started from another shell."
        case (.focus, .itself):
            return FollowUpWords.treePlanted(
                species: session.species, tag: session.tag, mode: session.mode, plannedSeconds: Double(session.plannedSeconds))
        case (.focus, .key):
            guard session.mode == .open else {
                return "You planted \(tree(session.species, session.tag)) for \(TimeText.spoken(Double(session.plannedSeconds)))."
            }
            let grownAfter = TimeText.spoken(SessionMode.openGrownAfterSeconds)
            return "You planted \(tree(session.species, session.tag)), counting up: press d when you are done, grown after \(grownAfter)."
        case (.focus, .elsewhere):
            let length = session.mode == .open ? ", counting up" : " for \(TimeText.spoken(Double(session.plannedSeconds)))"
            return "\(capitalized(tree(session.species, session.tag))) was planted from another shell\(length)."
        }
    }

    /// A stage reached, told with the time: "The oak is a sapling: 20 minutes left."
    static func stage(_ session: GameState.Session, shownSeconds: Int) -> String {
        var shown = session
        shown.remainingSeconds = session.mode == .open ? session.plannedSeconds - shownSeconds : shownSeconds
        return "The \(name(session.species)) is \(TreeStage.words(session.stage)): \(clock(shown))."
    }

    /// A mark of five minutes, or the last minute: "The oak has 45 minutes left.", "The oak has
    /// 30 minutes of focus so far."
    static func mark(_ session: GameState.Session, seconds: Int, isLimit: Bool) -> String {
        let subject = session.kind == .break ? "Your break" : "The \(name(session.species))"
        guard session.mode == .open else { return "\(subject) has \(left(Double(seconds))) left." }
        let amount = TimeText.spoken(Double(seconds))
        return isLimit ? "\(subject) has \(amount) left before it completes by itself." : "\(subject) has \(amount) of focus so far."
    }

    /// "You paused the oak: 12 minutes left." or "The oak was resumed from another shell: 12 minutes left."
    static func pausedOrResumed(_ session: GameState.Session, by cause: Cause) -> String {
        let verb = session.isPaused ? "paused" : "resumed"
        return cause == .key
            ? "You \(verb) the \(subject(session)): \(clock(session))."
            : "The \(subject(session)) was \(verb) from another shell: \(clock(session))."
    }

    static func note(_ note: String?, on session: GameState.Session) -> String {
        guard let note else { return "The note on the \(subject(session)) was removed from another shell." }
        return "The note on the \(subject(session)) was changed from another shell: \(PrintableText.escaped(note))."
    }

    /// "break", or the tree's species.
    private static func subject(_ session: GameState.Session) -> String {
        session.kind == .break ? "break" : name(session.species)
    }

    // MARK: Planting together

    /// "with ana and bo", or before anyone joined "in standup, where nobody else plants yet"; nil alone.
    private static func with(_ session: GameState.Session) -> String? {
        guard let room = session.room else { return nil }
        let others = others(session)
        guard !others.isEmpty else { return "in \(PrintableText.escaped(room)), where nobody else plants yet" }
        return "with " + list(others)
    }

    /// The names of the other members still in the planting.
    private static func others(_ session: GameState.Session) -> [String] {
        session.together.filter { !$0.isMe && $0.look != .gone }.map(\.name)
    }

    /// "ana", "ana and bo", "ana, bo and cy": names from other people's files, escaped.
    private static func list(_ names: [String]) -> String {
        let names = names.map(PrintableText.escaped)
        guard let last = names.last, names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " and " + last
    }

    /// Members who came into the planting or left it between two looks at the room:
    /// "ana joined the planting: 24 minutes left.", "bo left the planting."
    static func membersChanged(from old: GameState.Session, to new: GameState.Session) -> [String] {
        let before = Set(others(old))
        let now = others(new)
        var lines: [String] = []
        let joined = now.filter { !before.contains($0) }
        if !joined.isEmpty { lines.append("\(list(joined)) joined the planting: \(clock(new)).") }
        let left = before.subtracting(now).sorted()
        if !left.isEmpty { lines.append("\(list(left)) left the planting.") }
        return lines
    }

    /// The room `w` picked for `enter`, or none again.
    static func pickedRoom(_ room: String?) -> String {
        room.map { "Enter plants with \(PrintableText.escaped($0)); w picks the next room." } ?? "Enter plants alone."
    }

    static func cancelledElsewhere(_ session: GameState.Session) -> String {
        "The \(name(session.species)) was cancelled from another shell: nothing withered, nothing recorded."
    }

    // MARK: An end

    /// How `ended` ended: "Your oak has grown: 25 minutes of focus.", "Your break is over."
    static func ended(_ ended: GameState.Ended, by cause: Cause) -> String {
        let focus = TimeText.spoken(ended.focusedSeconds)
        switch (ended.kind, ended.completed) {
        case (.focus, true): return "Your \(name(ended.species)) has grown: \(focus) of focus\(atSpeed(ended.speed))."
        case (.focus, false):
            let how = cause == .key ? "" : " was given up from another shell and"
            return "Your \(name(ended.species))\(how) withered after \(focus) of focus."
        case (.break, true): return "Your break is over."
        case (.break, false): return cause == .key ? "You ended the break early." : "The break was ended early from another shell."
        }
    }

    /// "You earned First sprout and Grove (birch unlocked)."
    static func earned(_ achievements: [String]) -> String {
        "You earned \(achievements.joined(separator: " and "))."
    }

    // MARK: What to do next

    /// "Press n to plant another oak.", offering the break first where there is one.
    static func plantAnother(_ species: String, offering offer: GameState.BreakOffer?) -> String {
        press("n to plant another \(name(species))", offering: offer)
    }

    /// What the home screen offers: "Press enter to plant an oak for 25 minutes." ("… at speed ×60, which earns nothing.")
    static func home(_ state: GameState) -> String {
        let species = name(state.plan.species)
        let minutes = TimeText.spoken(Double(state.plan.minutes * 60))
        return press(
            "enter to plant \(IndefiniteArticle.before(species)) \(species) for \(minutes)\(atSpeed(state.speed))", offering: state.breakOffer)
    }

    /// " at speed ×60, which earns nothing", or nothing at speed 1.
    private static func atSpeed(_ multiplier: Double) -> String {
        OtherSpeedWords.atSpeed(multiplier).map { " " + $0 } ?? ""
    }

    /// "Press enter to ….", or "Press b for your 5-minute break, or enter to …."
    private static func press(_ choice: String, offering offer: GameState.BreakOffer?) -> String {
        guard let offer else { return "Press \(choice)." }
        return "Press b for your \(FollowUpWords.breakName(minutes: offer.minutes, isLong: offer.isLong)), or \(choice)."
    }

    static let nothingGrowing = "No tree is growing."

    /// The species `s` or an arrow picked on the home screen.
    static func picked(_ choice: GameState.SpeciesChoice) -> String {
        guard let lock = choice.lockedBy else { return "You picked the \(name(choice.name))." }
        return "The \(name(choice.name)) is locked (\(lock.summary)); s picks another."
    }

    static func askGiveUp(_ session: GameState.Session) -> String {
        session.kind == .break
            ? "End the break early? Press y to end it, or n to keep resting."
            : "Give up the \(name(session.species))? It will wither. Press y to give up, or n to keep it growing."
    }

    static func keptGoing(_ session: GameState.Session) -> String {
        session.kind == .break ? "The break goes on." : "The \(name(session.species)) keeps growing."
    }

    static let forestClosed = "Back to the game."

    /// The keys that work now, as a sentence.
    static func keys(_ state: GameState) -> String {
        let help = "? lists the keys again"
        var keys: [String]
        switch state.screen {
        case .home:
            let species = name(state.plan.species)
            keys = ["enter plants \(IndefiniteArticle.before(species)) \(species)", "o plants one that counts up", "s or the arrows pick the species"]
            if state.breakOffer != nil { keys.append("b takes your break") }
            if state.rooms.count == 1 { keys.append("w plants with \(PrintableText.escaped(state.rooms[0]))") }
            if state.rooms.count > 1 { keys.append("w picks a room to plant with") }
            keys += ["f reads your forest", "q leaves"]
        case .session(let session):
            // A tree planted together cannot be paused.
            keys = session.room == nil ? [session.isPaused ? "space resumes" : "space pauses"] : []
            if session.mode == .open { keys.append("d ends this tree") }
            if session.canExtend { keys.append(Words.Extend.plainKey(amount: TimeText.amount(TimeInterval(SessionExtension.defaultMinutes * 60)))) }
            keys += [
                session.kind == .break ? "g ends the break" : "g gives up", "f reads your forest",
                session.kind == .break ? "q leaves with the break going on" : "q leaves with the tree growing",
            ]
        case .completed(let outcome):
            keys = state.breakOffer == nil ? [] : ["b takes your break"]
            keys += ["n plants another \(name(outcome.species))", "escape goes home", "f reads your forest", "q leaves"]
        case .abandoned(let outcome):
            keys = ["n plants another \(name(outcome.species))", "escape goes home", "f reads your forest", "q leaves"]
        }
        return "Keys: " + (keys + [help]).joined(separator: ", ") + "."
    }

    static let forestKeys =
        "Keys: the left and right arrows step through the periods, d, w, m, y and a show a day, a week, a month, a year or all time, q goes back."

    /// What the person hears on leaving the game.
    static func farewell(_ state: GameState) -> String {
        guard let session = state.session else { return "You left grove." }
        let what = session.kind == .break ? "your break goes on" : "the \(name(session.species)) keeps growing"
        return "You left grove, and \(what): \(clock(session))."
    }

    /// `text` (a refusal, an error, a notice) as a sentence: a capital first, a full stop last.
    static func sentence(_ text: String) -> String {
        let text = PrintableText.escaped(String(text.drop { $0 == " " }).trimmingTrailingSpaces)
        guard let last = text.last else { return text }
        return capitalized(text) + (".?!".contains(last) ? "" : ".")
    }

    static func capitalized(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst()
    }

    // MARK: grove status

    /// `grove status` in plain mode: "The oak (writing) is a sapling: 20 minutes left, then a break."
    public static func status(_ session: LiveSession?, at now: Date, next: SessionKind?, elsewhere: [SessionElsewhere]) -> String {
        guard let session else {
            guard let other = elsewhere.first else { return nothingGrowing }
            let what = other.session.kind == .focus ? name(other.session.species) : "break"
            if other.hasRunOut(at: now) {
                return capitalized("\(IndefiniteArticle.before(what)) \(what) ended on \(PrintableText.escaped(other.device)) (not yet synced).")
            }
            let state = other.session.state == .paused ? "paused" : (other.session.kind == .focus ? "growing" : "taken")
            let time = other.session.clockSeconds(at: now)
            let clock = other.session.mode == .open ? "\(TimeText.spoken(time)) so far" : "\(left(time)) left"
            return capitalized("\(IndefiniteArticle.before(what)) \(what) is \(state) on \(PrintableText.escaped(other.device)): \(clock).")
        }
        let then = next.map { ", " + FollowUpWords.then($0, species: session.species) } ?? ""
        let paused = session.state == .paused
        if session.kind == .break {
            return "Your break \(paused ? "is paused" : "is running"): \(left(session.remaining(at: now))) left\(then)."
        }
        let tree = "The \(name(session.species)) (\(PrintableText.escaped(session.tag)))"
        let stage = paused ? "is paused" : "is \(TreeStage.words(session.stage(at: now)))"
        let time = session.mode == .open
            ? "\(TimeText.spoken(session.elapsed(at: now))) of focus so far, counting up"
            : "\(left(session.remaining(at: now))) left"
        return "\(tree) \(stage): \(time)\(then)."
    }
}
