import FoundationEssentials
import GroveText
import GroveWords

/// The person's preferences, from `config.json`; every field has a default.
public struct GroveSettings: Sendable, Hashable {
    /// The bounds on any session length.
    public static let minuteRange: ClosedRange<Int> = 1...180

    public var focusMinutes: Int = 25
    public var breakMinutes: Int = 5
    public var longBreakMinutes: Int = 15
    /// Every n-th completed focus session earns a long break.
    public var longBreakEvery: Int = 4
    public var defaultTag: String = "focus"
    /// A species not yet unlocked is a valid setting: it may unlock later, and `plant` says so meanwhile.
    public var defaultSpecies: String = "oak"
    public var notifications: Bool = true
    /// Trees to grow each day; 0 turns the daily goal off.
    public var dailyGoal: Int = 4
    /// This machine's name in a data folder shared between machines (nil: the host name).
    public var device: String?
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
    /// The language grove speaks, before the environment's (nil: the environment chooses, ``LanguageChoice``).
    public var language: Language?
    /// Whether a tree planted inside a git work tree records its project and branch, and counts its commits.
    public var projects = true
    /// Whether a tree planted in a project without `--tag` takes the project as its tag.
    public var tagFromProject = false

    public static let dailyGoalRange: ClosedRange<Int> = 0...50

    public init() {}

    /// The keys of `config.json`, each named once: reading the file, its messages, `grove config` and its help follow this list.
    public enum CodingKeys: String, CodingKey, CaseIterable, Sendable {
        case focusMinutes, breakMinutes, longBreakMinutes, longBreakEvery, defaultTag, defaultSpecies, notifications, dailyGoal
        case device, autoStartBreak, autoStartFocus, screen, name, rooms, language
        case projects, tagFromProject
    }

    /// What `language` must be: a language's code, or a locale name that chooses it (`de_DE.UTF-8`).
    static var languageRule: String {
        Words.Settings.languageRule(codes: Language.allCases.filter { $0 != .pseudo }.map(\.rawValue).joined(separator: ", "))
    }

    /// What a room's folder in `rooms` must be.
    public static var roomFolderRule: String { Words.Settings.roomFolderRule(example: "/srv/grove/rooms/standup") }
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

    /// `key`'s `value` breaks `rule` ("must be …"); a value nil is a number too large to read.
    init(key: String, value: JSONValue?, rule: String, isUnprintable: Bool = false) {
        let problem = value.map { Words.Settings.valueBreaksRule(value: $0.shown, rule: rule) } ?? Words.Settings.numberTooLarge(rule: rule)
        self.init(key: key, problem: problem, isUnprintable: isUnprintable)
    }

    public var description: String {
        guard let key else { return Words.Settings.fileProblem(problem: problem) }
        return Words.Settings.keyProblem(key: PrintableText.quoted(key, mark: "\""), problem: problem)
    }
}

extension GroveSettings: Decodable {
    /// Reads `config.json`. The scan before decoding refuses what `JSONDecoder` lets through silently: a trailing comma,
    /// a comment, a repeated key.
    public static func parse(_ data: Data) throws(SettingsProblem) -> GroveSettings {
        guard String(validating: data, as: UTF8.self) != nil else {
            throw SettingsProblem(problem: Words.Settings.notUTF8, isUnprintable: true)
        }
        if let syntax = JSONSyntaxProblem.find(in: data) { throw SettingsProblem(problem: Words.Settings.notJSON(problem: "\(syntax)")) }
        do {
            return try JSONFormat.decoder().decode(GroveSettings.self, from: data)
        } catch let problem as SettingsProblem {
            throw problem
        } catch {
            throw SettingsProblem(problem: Words.Settings.notAnObject(example: #"{"focusMinutes": 25}"#))
        }
    }

    /// Missing keys keep their defaults; an unknown key is an error, because a misspelt key silently ignored is a
    /// setting that never applies.
    public init(from decoder: any Decoder) throws {
        self.init()
        let given = try decoder.container(keyedBy: AnyKey.self).allKeys.map(\.stringValue)
        if let unknown = given.sorted().first(where: { CodingKeys(stringValue: $0) == nil }) {
            throw SettingsProblem(
                key: unknown, problem: Words.Settings.unknownKey(keys: CodingKeys.allCases.map(\.stringValue).joined(separator: ", ")),
                isUnprintable: !PrintableText.isPrintable(unknown))
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        for key in CodingKeys.allCases where container.contains(key) {
            switch key {
            case .focusMinutes: focusMinutes = try container.minutes(key)
            case .breakMinutes: breakMinutes = try container.minutes(key)
            case .longBreakMinutes: longBreakMinutes = try container.minutes(key)
            case .longBreakEvery:
                longBreakEvery = try container.whole(key, in: 1...100, rule: Words.Settings.wholeNumberRule(least: "1", most: "100"))
            case .defaultTag: defaultTag = try container.text(key, rule: SessionLabel.rule) { SessionLabel($0)?.text }
            case .defaultSpecies: defaultSpecies = try container.text(key, rule: Species.rule) { Species.typed($0)?.name }
            case .notifications: notifications = try container.flag(key)
            case .dailyGoal:
                let (least, most) = (Self.dailyGoalRange.lowerBound, Self.dailyGoalRange.upperBound)
                dailyGoal = try container.whole(key, in: Self.dailyGoalRange, rule: Words.Settings.dailyGoalRule(least: String(least), most: String(most)))
            case .device: device = try container.text(key, rule: DeviceNameRule.rule) { DeviceNameRule.accepts($0) ? $0 : nil }
            case .autoStartBreak: autoStartBreak = try container.flag(key)
            case .autoStartFocus: autoStartFocus = try container.flag(key)
            case .screen: screen = try container.text(key, rule: ScreenStyle.rule) { ScreenStyle(rawValue: $0) }
            case .name: name = try container.text(key, rule: MemberName.rule) { MemberName($0)?.text }
            case .rooms: rooms = try container.rooms(key)
            case .language: language = try container.text(key, rule: Self.languageRule, Language.init(locale:))
            case .projects: projects = try container.flag(key)
            case .tagFromProject: tagFromProject = try container.flag(key)
            }
        }
    }
}

/// Any key of a JSON object, known or not: to find the unknown ones, and to read the rooms by their names.
private struct AnyKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }

    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

private extension KeyedDecodingContainer where Key == GroveSettings.CodingKeys {
    /// The value at `key` as a `T` that `read` takes, or a problem naming the key, the value as written and `rule`.
    func value<T: Decodable, Value>(_ key: Key, as type: T.Type, rule: String, _ read: (T) -> Value?) throws(SettingsProblem) -> Value {
        if let given = try? decode(T.self, forKey: key), let value = read(given) { return value }
        throw SettingsProblem(key: key.stringValue, value: try? decode(JSONValue.self, forKey: key), rule: rule)
    }

    func whole(_ key: Key, in range: ClosedRange<Int>, rule: String) throws(SettingsProblem) -> Int {
        try value(key, as: Int.self, rule: rule) { range.contains($0) ? $0 : nil }
    }

    func minutes(_ key: Key) throws(SettingsProblem) -> Int {
        let range = GroveSettings.minuteRange
        return try whole(key, in: range, rule: Words.Settings.minutesRule(least: String(range.lowerBound), most: String(range.upperBound)))
    }

    func flag(_ key: Key) throws(SettingsProblem) -> Bool {
        try value(key, as: Bool.self, rule: Words.Settings.flagRule(on: "true", off: "false")) { $0 }
    }

    /// Text that `read` takes; text that could command a terminal is refused as such first.
    func text<Value>(_ key: Key, rule: String, _ read: (String) -> Value?) throws(SettingsProblem) -> Value {
        if let text = try? decode(String.self, forKey: key), !PrintableText.isPrintable(text) {
            throw SettingsProblem(key: key.stringValue, value: .string(text), rule: Words.Settings.printableRule, isUnprintable: true)
        }
        return try value(key, as: String.self, rule: rule, read)
    }

    /// The `rooms` object: each room's name is a tag, and its folder an absolute path.
    func rooms(_ key: Key) throws(SettingsProblem) -> [String: String] {
        guard let entries = try? nestedContainer(keyedBy: AnyKey.self, forKey: key) else {
            let rule = Words.Settings.roomsRule(example: #"{"standup": "/srv/grove/rooms/standup"}"#)
            throw SettingsProblem(key: key.stringValue, value: try? decode(JSONValue.self, forKey: key), rule: rule)
        }
        var rooms: [String: String] = [:]
        for room in entries.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) {
            let name = room.stringValue, setting = "\(key.stringValue).\(name)"
            guard SessionLabel(name) != nil else {
                throw SettingsProblem(
                    key: setting, problem: Words.Settings.notARoomName(rule: SessionLabel.rule), isUnprintable: !PrintableText.isPrintable(name))
            }
            let folder = try? entries.decode(String.self, forKey: room)
            guard let folder, folder.hasPrefix("/"), PrintableText.isPrintable(folder) else {
                throw SettingsProblem(
                    key: setting, value: try? entries.decode(JSONValue.self, forKey: room), rule: GroveSettings.roomFolderRule,
                    isUnprintable: folder.map { !PrintableText.isPrintable($0) } ?? false)
            }
            rooms[name] = folder
        }
        return rooms
    }
}
