/// Turns a session id into a stable 64-bit seed (FNV-1a), so a tree's shape
/// depends only on its session and the same forest always draws the same way.
public enum ShapeSeed {
    public static func of(_ id: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in id.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }
}
