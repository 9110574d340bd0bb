import FoundationEssentials
import GroveText

/// The person's preferences, from `config.json`; every field has a default.
public struct GroveSettings: Sendable, Hashable, Codable {
    /// The bounds on any session length.
    public static let minuteRange: ClosedRange<Int> = 1...180

    public var focusMinutes: Int = 25
    public var breakMinutes: Int = 5
    public var longBreakMinutes: Int = 15
    /// Every n-th completed focus session earns a long break.
    public var longBreakEvery: Int = 4
    public var defaultTag: String = "focus"
    public var defaultSpecies: String = "oak"
    public var notifications: Bool = true
    /// This machine's name in a data folder shared between machines (nil: the host name).
    public var device: String?
    /// Trees to grow each day; 0 turns the daily goal off.
    public var dailyGoal: Int = 4
    /// Whether a grown tree starts its break by itself.
    public var autoStartBreak = false
    /// Whether a finished break plants the next tree by itself, like the last one.
    public var autoStartFocus = false
    /// How `grove` and `grove plant` show the game: the full screen, or plain sentences.
    public var screen: ScreenStyle = .full
    /// This person's display name in rooms (nil: the user name).
    public var name: String?
    /// Rooms to plant together in, by the name `--with` knows them: each a folder friends share.
    public var rooms: [String: String] = [:]

    public static let dailyGoalRange: ClosedRange<Int> = 0...50

    public init() {}

    /// The keys `config.json` accepts, for messages about unknown ones.
    public static let keys = [
        "focusMinutes", "breakMinutes", "longBreakMinutes", "longBreakEvery",
        "defaultTag", "defaultSpecies", "notifications", "dailyGoal", "device", "autoStartBreak", "autoStartFocus",
        "screen", "name", "rooms",
    ]

    /// What a room's folder in `rooms` must be.
    public static let roomFolderRule = "must be an absolute folder path such as \"/srv/grove/rooms/standup\", in printable text"
}

/// A problem with the configuration, phrased for the person who edits it.
public struct SettingsProblem: Error, Sendable, Equatable, CustomStringConvertible {
    /// The key whose value is wrong; nil when the file as a whole is.
    public let key: String?
    public let problem: String
    /// Whether the value is text that could command a terminal, rather than merely wrong.
    public let isUnprintable: Bool

    /// `key` itself is wrong; with no key, the file as a whole.
    public init(key: String? = nil, problem: String, isUnprintable: Bool = false) {
        self.key = key
        self.problem = problem
        self.isUnprintable = isUnprintable
    }

    /// `key`'s `value` breaks `rule` ("must be …").
    public init(key: String, value: JSONValue, rule: String, isUnprintable: Bool = false) {
        self.init(key: key, problem: "\(value.shown) \(rule)", isUnprintable: isUnprintable)
    }

    public var description: String {
        guard let key else { return "\(problem); fix the file, or remove it to use the defaults" }
        return "\(PrintableText.quoted(key, mark: "\"")): \(problem); fix the setting, or remove it to use the default"
    }
}

extension GroveSettings {
    /// Missing keys keep their defaults; unknown and repeated keys are errors, because a misspelt
    /// key silently ignored is a setting that never applies.
    public static func parse(_ data: Data) throws(SettingsProblem) -> GroveSettings {
        guard String(validating: data, as: UTF8.self) != nil else {
            throw SettingsProblem(problem: "is not valid UTF-8", isUnprintable: true)
        }
        if let syntax = JSONSyntaxProblem.find(in: data) { throw SettingsProblem(problem: "is not valid JSON: \(syntax)") }
        guard case .object(let object) = try? JSONValue.parse(data) else {
            throw SettingsProblem(problem: "must be one JSON object, such as {\"focusMinutes\": 25}")
        }
        var settings = GroveSettings()
        for (key, value) in object {
            switch key {
            case "focusMinutes": settings.focusMinutes = try minutes(value, key: key)
            case "breakMinutes": settings.breakMinutes = try minutes(value, key: key)
            case "longBreakMinutes": settings.longBreakMinutes = try minutes(value, key: key)
            case "longBreakEvery":
                settings.longBreakEvery = try whole(value, key: key, in: 1...100, rule: "must be a whole number from 1 to 100")
            case "defaultTag": settings.defaultTag = try label(value, key: key)
            case "defaultSpecies":
                let name = try label(value, key: key)
                guard let species = Species.typed(name) else { throw SettingsProblem(key: key, value: value, rule: Species.rule) }
                settings.defaultSpecies = species.name
            case "notifications": settings.notifications = try flag(value, key: key)
            case "autoStartBreak": settings.autoStartBreak = try flag(value, key: key)
            case "autoStartFocus": settings.autoStartFocus = try flag(value, key: key)
            case "screen":
                guard case .string(let name) = value, let style = ScreenStyle(rawValue: name) else {
                    throw SettingsProblem(key: key, value: value, rule: ScreenStyle.rule)
                }
                settings.screen = style
            case "device":
                guard case .string(let name) = value, DeviceNameRule.accepts(name) else {
                    throw SettingsProblem(key: key, value: value, rule: DeviceNameRule.rule)
                }
                settings.device = name
            case "name":
                guard case .string(let text) = value, PrintableText.isPrintable(text) else {
                    throw SettingsProblem(key: key, value: value, rule: PrintableText.rule, isUnprintable: true)
                }
                guard let name = MemberName(text) else { throw SettingsProblem(key: key, value: value, rule: MemberName.rule) }
                settings.name = name.text
            case "rooms": settings.rooms = try rooms(value, key: key)
            case "dailyGoal":
                let (least, most) = (dailyGoalRange.lowerBound, dailyGoalRange.upperBound)
                settings.dailyGoal = try whole(
                    value, key: key, in: dailyGoalRange, rule: "must be a whole number of trees from \(least) (off) to \(most)")
            default:
                throw SettingsProblem(
                    key: key, problem: "is not a setting; known ones are \(keys.joined(separator: ", "))",
                    isUnprintable: !PrintableText.isPrintable(key))
            }
        }
        return settings
    }

    private static func minutes(_ value: JSONValue, key: String) throws(SettingsProblem) -> Int {
        let rule = "must be a whole number of minutes from \(minuteRange.lowerBound) to \(minuteRange.upperBound)"
        return try whole(value, key: key, in: minuteRange, rule: rule)
    }

    private static func whole(
        _ value: JSONValue, key: String, in range: ClosedRange<Int>, rule: String
    ) throws(SettingsProblem) -> Int {
        guard case .number(let number) = value, number == number.rounded(),
              Double(range.lowerBound)...Double(range.upperBound) ~= number
        else { throw SettingsProblem(key: key, value: value, rule: rule) }
        return Int(number)
    }

    /// The `rooms` object: each room's name is a tag, and its folder an absolute path.
    private static func rooms(_ value: JSONValue, key: String) throws(SettingsProblem) -> [String: String] {
        guard case .object(let entries) = value else {
            throw SettingsProblem(key: key, value: value, rule: "must be an object of room names and folders, such as {\"standup\": \"/srv/grove/rooms/standup\"}")
        }
        var rooms: [String: String] = [:]
        for (name, folder) in entries {
            let unprintable = !PrintableText.isPrintable(name)
            guard SessionLabel(name) != nil else {
                throw SettingsProblem(
                    key: "\(key).\(name)", problem: "is not a room name: a room's name \(SessionLabel.rule)", isUnprintable: unprintable)
            }
            guard case .string(let path) = folder, path.hasPrefix("/"), PrintableText.isPrintable(path) else {
                let unprintable = if case .string(let path) = folder { !PrintableText.isPrintable(path) } else { false }
                throw SettingsProblem(key: "\(key).\(name)", value: folder, rule: roomFolderRule, isUnprintable: unprintable)
            }
            rooms[name] = path
        }
        return rooms
    }

    private static func flag(_ value: JSONValue, key: String) throws(SettingsProblem) -> Bool {
        guard case .bool(let flag) = value else { throw SettingsProblem(key: key, value: value, rule: "must be true or false") }
        return flag
    }

    private static func label(_ value: JSONValue, key: String) throws(SettingsProblem) -> String {
        guard case .string(let text) = value else { throw SettingsProblem(key: key, value: value, rule: SessionLabel.rule) }
        guard PrintableText.isPrintable(text) else {
            throw SettingsProblem(key: key, value: value, rule: PrintableText.rule, isUnprintable: true)
        }
        guard let valid = SessionLabel(text) else { throw SettingsProblem(key: key, value: value, rule: SessionLabel.rule) }
        return valid.text
    }
}
