import Glibc

/// Reports changes of a few files through inotify, so a screen waits for them in `poll` beside its terminal, not on a timer.
/// It watches their folders: a crash-safe writer renames another file over one, and a file may not exist yet.
public final class FileChangeWatcher {
    /// Readable when changes wait to be collected with `collectChanges()`.
    public let descriptor: Int32
    /// The names watched in each watched folder, by watch descriptor.
    private var names: [Int32: Set<String>] = [:]
    /// Watch descriptors of folders where a change to any name counts.
    private var wholeFolders: Set<Int32> = []

    /// Watches `paths`; a path ending in `/` watches every name in that folder (a room, where members come and go).
    public init(paths: [String]) throws(SystemError) {
        let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else { throw .last("inotify_init1") }
        self.descriptor = descriptor
        let events = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_DELETE_SELF | IN_MOVE_SELF)
        for path in paths {
            let folder = Platform.folder(of: path)
            let name = path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
            let watch = inotify_add_watch(descriptor, folder, events)
            guard watch >= 0 else {
                let error = SystemError.last("inotify_add_watch \(folder)")
                Platform.close(descriptor)
                throw error
            }
            if name.isEmpty { wholeFolders.insert(watch) } else { names[watch, default: []].insert(name) }
        }
    }

    deinit {
        Platform.close(descriptor)
    }

    /// Whether a waiting notification concerned a watched file (or its folder went away).
    public func collectChanges() -> Bool {
        guard let bytes = try? Platform.readToEnd(from: descriptor) else { return false }
        var changed = false
        var offset = 0
        // Each record: wd, mask, cookie, len (4 bytes each, host order), then len bytes of NUL-padded name.
        while offset + 16 <= bytes.count {
            func field(_ at: Int) -> UInt32 {
                bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset + at, as: UInt32.self) }
            }
            let watch = Int32(bitPattern: field(0))
            let mask = field(4)
            let length = Int(field(12))
            let nameBytes = bytes[(offset + 16)..<min(bytes.count, offset + 16 + length)].prefix { $0 != 0 }
            let name = String(decoding: nameBytes, as: UTF8.self)
            if mask & UInt32(IN_DELETE_SELF | IN_MOVE_SELF | IN_IGNORED | IN_Q_OVERFLOW) != 0 || names[watch]?.contains(name) == true
                || wholeFolders.contains(watch) {
                changed = true
            }
            offset += 16 + length
        }
        return changed
    }
}
