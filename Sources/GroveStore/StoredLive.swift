import FoundationEssentials
import GroveCore

/// The layout of `devices/<device>/live.json`: this device's live record, which keeps no rewards (see ``LiveRecord``'s
/// coding); every device's logs add them up.
struct StoredLive: Codable {
    var schema: Int
    /// The host that wrote it last: another host's name means two machines share one device name.
    var host: String
    var live: LiveRecord
}
