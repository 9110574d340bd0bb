import FoundationEssentials

/// The ids grove gives new sessions and events: random UUIDs, in lower case.
public enum RandomID {
    public static func make() -> String { UUID().uuidString.lowercased() }
}
