/// Text made safe to put inside an escape sequence.
public enum ControlCharacters {
    /// `text` without C0 and C1 control characters or DEL, any of which could end
    /// an escape sequence early or start another.
    public static func removed(from text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.filter {
            $0.value >= 0x20 && $0.value != 0x7F && !(0x80..<0xA0).contains($0.value)
        }))
    }
}
