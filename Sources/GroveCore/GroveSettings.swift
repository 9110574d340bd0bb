import FoundationEssentials
import GroveText

/// The person's preferences, from `config.json`; every field has a default.
public struct GroveSettings: Sendable, Hashable, Codable {
    /// The bounds on any session length, in minutes.
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

    /// The bounds on the daily goal.
    public static let dailyGoalRange: ClosedRange<Int> = 0...50

    public init() {}

    /// The keys `config.json` accepts, for messages about unknown ones.
    public static let keys = [
        "focusMinutes", "breakMinutes", "longBreakMinutes", "longBreakEvery",
        "defaultTag", "defaultSpecies", "notifications", "dailyGoal", "device",
    ]
}

/// A problem with one key of the configuration, phrased for the person who edits it.
public struct SettingsProblem: Error, Sendable, Equatable, CustomStringConvertible {
    public let key: String
    public let problem: String
    /// Whether the value is text that could command a terminal, rather than merely wrong.
    public let isUnprintable: Bool

    public init(key: String, problem: String, isUnprintable: Bool = false) {
        self.key = key
        self.problem = problem
        self.isUnprintable = isUnprintable
    }

    public var description: String { "\"\(PrintableText.escaped(key))\": \(problem)" }
}

extension GroveSettings {
    /// Reads settings from the JSON text of `config.json`, naming the key of any
    /// invalid value. Missing keys keep their defaults; unknown keys are errors,
    /// because a misspelt key silently ignored is a setting that never applies.
    public static func parse(_ data: Data) throws(SettingsProblem) -> GroveSettings {
        guard String(validating: data, as: UTF8.self) != nil else {
            throw SettingsProblem(key: "(file)", problem: "is not valid UTF-8", isUnprintable: true)
        }
        let object: [String: JSONValue]
        do {
            guard case .object(let parsed) = try JSONValue.parse(data) else {
                throw SettingsProblem(key: "(file)", problem: "must be a JSON object such as {\"focusMinutes\": 25}")
            }
            object = parsed
        } catch let problem as SettingsProblem {
            throw problem
        } catch {
            throw SettingsProblem(key: "(file)", problem: "is not valid JSON: \(error)")
        }
        var settings = GroveSettings()
        for (key, value) in object {
            switch key {
            case "focusMinutes": settings.focusMinutes = try minutes(value, key: key)
            case "breakMinutes": settings.breakMinutes = try minutes(value, key: key)
            case "longBreakMinutes": settings.longBreakMinutes = try minutes(value, key: key)
            case "longBreakEvery":
                guard case .number(let number) = value, number == number.rounded(), (1...100).contains(number) else {
                    throw SettingsProblem(key: key, problem: "must be a whole number from 1 to 100")
                }
                settings.longBreakEvery = Int(number)
            case "defaultTag": settings.defaultTag = try label(value, key: key)
            case "defaultSpecies": settings.defaultSpecies = try label(value, key: key)
            case "notifications":
                guard case .bool(let flag) = value else {
                    throw SettingsProblem(key: key, problem: "must be true or false")
                }
                settings.notifications = flag
            case "device":
                guard case .string(let name) = value, (1...64).contains(name.count),
                      name.contains(where: { $0.isASCII && ($0.isLetter || $0.isNumber) })
                else {
                    throw SettingsProblem(key: key, problem: "must be a machine name of 1 to 64 characters, such as \"laptop\"")
                }
                settings.device = name
            case "dailyGoal":
                guard case .number(let number) = value, number == number.rounded(),
                      Double(dailyGoalRange.lowerBound)...Double(dailyGoalRange.upperBound) ~= number
                else {
                    throw SettingsProblem(
                        key: key,
                        problem: "must be a whole number of trees from \(dailyGoalRange.lowerBound) (off) to \(dailyGoalRange.upperBound)")
                }
                settings.dailyGoal = Int(number)
            default:
                throw SettingsProblem(
                    key: key, problem: "is not a setting; known ones are \(keys.joined(separator: ", "))",
                    isUnprintable: !PrintableText.isPrintable(key))
            }
        }
        return settings
    }

    private static func minutes(_ value: JSONValue, key: String) throws(SettingsProblem) -> Int {
        guard case .number(let number) = value, number == number.rounded(),
              Double(minuteRange.lowerBound)...Double(minuteRange.upperBound) ~= number
        else {
            throw SettingsProblem(
                key: key, problem: "must be a whole number of minutes from \(minuteRange.lowerBound) to \(minuteRange.upperBound)")
        }
        return Int(number)
    }

    private static func label(_ value: JSONValue, key: String) throws(SettingsProblem) -> String {
        guard case .string(let text) = value else { throw SettingsProblem(key: key, problem: SessionLabel.rule) }
        guard PrintableText.isPrintable(text) else { throw SettingsProblem(key: key, problem: PrintableText.rule, isUnprintable: true) }
        guard let valid = SessionLabel(text) else { throw SettingsProblem(key: key, problem: SessionLabel.rule) }
        return valid.text
    }
}
