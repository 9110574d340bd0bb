import FoundationEssentials
import GroveCore
import GroveWords

/// How long ago a logged session started (`grove log --minutes 25 --ago 40m`): `40m`, `2h`, `1h30m`, `1h30`, or minutes alone.
enum AgoText {
    /// Seconds in `text`, or nil when it is none of those forms or more than a day.
    static func seconds(_ text: String) -> TimeInterval? {
        guard text.first?.isNumber == true, text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "h" || $0 == "m") }) else {
            return nil
        }
        var rest = Substring(text)
        if rest.last == "m" { rest = rest.dropLast() }
        var hours = 0
        if let h = rest.firstIndex(of: "h") {
            guard let whole = Int(rest[..<h]) else { return nil }
            hours = whole
            rest = rest[rest.index(after: h)...]
        }
        let minutes = rest.isEmpty ? 0 : Int(rest)
        // After hours, the minutes of the hour: 1h30, 1h5m.
        guard let minutes, hours <= 24, minutes <= 24 * 60, hours == 0 || minutes < 60 else { return nil }
        let total = hours * 60 + minutes
        return total <= 24 * 60 ? TimeInterval(total * 60) : nil
    }
}

extension ValueType where Value == TimeInterval {
    static var ago: ValueType {
        ValueType(placeholder: "DURATION", completion: .none, rule: Words.Log.agoRule, read: AgoText.seconds)
    }
}
