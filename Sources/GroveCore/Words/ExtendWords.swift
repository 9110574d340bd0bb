import FoundationEssentials

/// How the key hints, the list of keys and plain mode name what `+` adds: "5 min", in the language in use.
public enum ExtendWords {
    public static var defaultAmount: String {
        TimeText.amount(TimeInterval(SessionExtension.defaultMinutes * 60))
    }
}
