/// Ids a test can predict: UUIDs counting up from 1, `00000000-0000-4000-8000-000000000001` first.
public final class SequentialIDs {
    public private(set) var count = 0

    public init() {}

    public func make() -> String {
        count += 1
        let digits = String(count, radix: 16)
        return "00000000-0000-4000-8000-" + String(repeating: "0", count: max(0, 12 - digits.count)) + digits
    }
}
