import FoundationEssentials
import GroveCore

/// What a room holds, and its format: the one statement of it. The README shows the same.
///
/// A room is a folder that friends share: a synchronised folder (Syncthing, Dropbox) or a
/// group-writable one on a shared machine. It is flat, and each person writes one file, named
/// after their display name (config `name`, by default the user name):
///
///     <room>/
///       <name>.grove.json         this person's recent plantings together (mode 0644: the room's
///                                 members read it, no one else writes it)
///       .<name>.grove.json.<random>.tmp   a new version being written, renamed over the file;
///                                 one a killed writer left is removed by that writer once it is
///                                 5 minutes old
///
/// A member file is one JSON object, keys sorted, dates in seconds since 2001-01-01 UTC:
///
///     {"name":"ana","plantings":[{"endsAt":785003500,"id":"3e9b5c4f-b07d-4c6b-8f54-8d0e1f2a3b4c","openedAt":785002000,"opener":"ana","plannedSeconds":1500,"species":"oak","speed":1,"state":"growing"}],"schema":1}
///
/// A planting's `id`, `opener`, `openedAt` and `endsAt` are the planting's, the same in every
/// member's file; `plannedSeconds` (game seconds), `speed`, `species` and `state` (`growing`,
/// `grown`, `gave-up`, `cancelled`, `withered`) are this member's tree, and `gaveUpAt` is there
/// only for `gave-up`. A writer keeps its plantings of the last 7 days, at most 50.
///
/// Everything in a room was written by someone else: a file is read only if it is a regular
/// file (never through a link), at most 64 KB, decodes strictly, is named after the name it
/// holds, and its times are sane; at most 64 member files are read. Each other file named
/// like a member file is ignored with one line.
public enum RoomLayout {
    public static let schema = 1
    public static let fileSuffix = ".grove.json"
    public static let maximumFileBytes = 64 * 1024
    public static let maximumFiles = 64
    /// A writer's plantings kept: those of the last `keptDays` days, at most `keptPlantings`.
    public static let keptDays = 7
    public static let keptPlantings = 50

    /// Seconds after its last change when a temporary file is a killed writer's leftover: a
    /// write takes milliseconds.
    public static let staleTemporaryAge: TimeInterval = 300

    /// The file of the member named `name`.
    public static func fileName(of name: String) -> String { name + fileSuffix }

    /// The name of a new version of `file` being written; `id` is random, without a dot.
    static func temporaryName(of file: String, id: String) -> String {
        ".\(file).\(id)\(DurableFile.temporarySuffix)"
    }

    /// Whether `fileName` is named like a new version of `file` (see ``temporaryName(of:id:)``).
    static func isTemporary(_ fileName: String, of file: String) -> Bool {
        let prefix = ".\(file).", suffix = DurableFile.temporarySuffix
        guard fileName.hasPrefix(prefix), fileName.hasSuffix(suffix), fileName.count > prefix.count + suffix.count else {
            return false
        }
        // Another member's name may begin with this one's file name ("ana.grove.json.x"): their id follows a dot.
        return !fileName.dropFirst(prefix.count).dropLast(suffix.count).contains(".")
    }

    /// The member's name a file name stands for, or nil when it is no member file's name.
    static func memberName(ofFile fileName: String) -> String? {
        guard !fileName.hasPrefix("."), fileName.hasSuffix(fileSuffix), fileName.count > fileSuffix.count else { return nil }
        return String(fileName.dropLast(fileSuffix.count))
    }
}

/// A member file's content: the ``RoomLayout`` format.
struct MemberFile: Codable {
    let schema: Int
    let name: String
    let plantings: [RoomPlanting]
}
