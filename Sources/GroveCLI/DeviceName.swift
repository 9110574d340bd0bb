import GroveCore

/// The name this machine's files go under in `devices/`: `GROVE_DEVICE`, else the config's `device` (both already checked by
/// ``DeviceNameRule``), else the host name with other characters made `-`, so always one safe folder name.
enum DeviceName {
    /// The device name from the environment, the configured name and the host name, in that order.
    static func resolve(environment: [String: String], configured: String?, hostName: String?) -> String {
        [environment["GROVE_DEVICE"], configured].compactMap { $0 }.first(where: DeviceNameRule.accepts)
            ?? hostName.flatMap(sanitised) ?? "this-machine"
    }

    /// `text` as a folder name, or nil when nothing usable is left.
    private static func sanitised(_ text: String) -> String? {
        let scalars = text.unicodeScalars.prefix(DeviceNameRule.maximumLength).map { DeviceNameRule.allows($0) ? $0 : "-" }
        // A leading dot would hide the folder (and `.`/`..` are not names).
        let name = String(String.UnicodeScalarView(scalars.drop { $0 == "." }))
        return DeviceNameRule.accepts(name) ? name : nil
    }
}
