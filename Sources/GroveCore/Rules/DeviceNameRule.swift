import GroveWords

/// What a device's name may be: it names this machine's folder under `devices/` in a data
/// folder shared between machines, so it must be one safe folder name everywhere.
public enum DeviceNameRule {
    public static let maximumLength = 64

    public static var rule: String { Words.Settings.deviceRule(maximum: String(maximumLength)) }

    public static func allows(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)))
            || scalar == "-" || scalar == "_" || scalar == "."
    }

    /// Whether `text` is a device name as it is written: a leading dot would hide the
    /// folder, and a name of dots and dashes alone (`.`, `..`) is no name.
    public static func accepts(_ text: String) -> Bool {
        (1...maximumLength).contains(text.unicodeScalars.count) && text.unicodeScalars.allSatisfy(allows)
            && !text.hasPrefix(".") && text.contains { $0 != "-" && $0 != "." }
    }

    /// `text`, a host name, as a device name, other characters made `-`; nil when nothing usable is left.
    public static func name(fromHost text: String) -> String? {
        let scalars = text.unicodeScalars.prefix(maximumLength).map { allows($0) ? $0 : "-" }
        // A leading dot would hide the folder (and `.`/`..` are not names).
        let name = String(String.UnicodeScalarView(scalars.drop { $0 == "." }))
        return accepts(name) ? name : nil
    }
}
