import FoundationEssentials
import Glibc
import GrovePlatform

/// Reads whole files and replaces them crash-safely.
///
/// A replacement is written to a temporary file in the same folder (created
/// exclusively, mode 0600), flushed to disk, renamed over the target, and the
/// folder is flushed, so a kill at any instant leaves the old file or the new one.
/// Until the change it belongs to is whole, the old file stays linked under a
/// temporary name, so a failure later in that change can put it back.
enum DurableFile {
    /// A file just replaced, with its previous version kept aside until ``finish()`` or ``undo()``.
    struct Replacement {
        let path: String
        /// The previous version's temporary link, or nil when there was no file before.
        let previous: String?

        /// The change is whole: forget the previous version.
        func finish() {
            if let previous { unlink(previous) }
        }

        /// The change failed: put the previous version back (or remove a file that was new), best effort.
        func undo() {
            if let previous { rename(previous, path) } else { unlink(path) }
            try? DurableFile.flushFolder(DurableFile.folder(of: path))
        }
    }

    /// The suffix of temporary files; any found while the store lock is held is stale.
    static let temporarySuffix = ".tmp"

    /// The file's contents, or nil when it does not exist.
    static func contents(of path: String) throws(StoreError) -> Data? {
        try bytes(of: path).map { Data($0) }
    }

    /// The file's bytes, or nil when it does not exist.
    static func bytes(of path: String) throws(StoreError) -> [UInt8]? {
        let descriptor: Int32
        do {
            descriptor = try Platform.openForReading(path)
        } catch {
            if error.isMissing { return nil }
            throw .system(path: path, operation: "open", errno: error.code)
        }
        defer { Platform.close(descriptor) }
        do {
            // The size only sizes the buffer; the file is read to its end whatever it says.
            return try Platform.readToEnd(from: descriptor, expectedSize: (try? Platform.status(of: descriptor).size) ?? 0)
        } catch {
            throw .system(path: path, operation: "read", errno: error.code)
        }
    }

    /// Replaces the file at `path` with `data`, durably.
    static func replace(_ path: String, with data: Data) throws(StoreError) {
        try replaceUndoably(path, with: data).finish()
    }

    /// Replaces the file at `path` with `data` by a rename, without flushing anything to
    /// disk: for a derived file, which a crash may lose or leave old, never half-written.
    static func replaceDerived(_ path: String, with data: Data) throws(StoreError) {
        let temporary = "\(folder(of: path))/.\(path.split(separator: "/").last ?? "").\(getpid())\(temporarySuffix)"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw .system(path: path, operation: "create a new version of", errno: errno) }
        do throws(StoreError) {
            try writeAll(data, to: descriptor, path: path)
            close(descriptor)
            guard rename(temporary, path) == 0 else { throw .system(path: path, operation: "replace", errno: errno) }
        } catch {
            close(descriptor)
            unlink(temporary)
            throw error
        }
    }

    /// Replaces the file at `path` with `data`, durably, keeping the old version aside
    /// for the caller to ``Replacement/finish()`` or ``Replacement/undo()``. On a failure
    /// the old file is in place and no temporary file is left; errors name `path`,
    /// the file a person knows, not the temporary one.
    static func replaceUndoably(_ path: String, with data: Data) throws(StoreError) -> Replacement {
        let folder = Self.folder(of: path)
        let name = String(path.split(separator: "/").last ?? "")
        let temporary = "\(folder)/.\(name).\(getpid())\(temporarySuffix)"
        let kept = "\(folder)/.\(name).\(getpid()).old\(temporarySuffix)"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw .system(path: path, operation: "create a new version of", errno: errno) }
        var previous: String?
        do throws(StoreError) {
            try writeAll(data, to: descriptor, path: path)
            guard fsync(descriptor) == 0 else { throw .system(path: path, operation: "flush", errno: errno) }
            if link(path, kept) == 0 {
                previous = kept
            } else if errno != ENOENT {
                throw .system(path: path, operation: "keep the previous version of", errno: errno)
            }
            guard rename(temporary, path) == 0 else { throw .system(path: path, operation: "replace", errno: errno) }
        } catch {
            close(descriptor)
            unlink(temporary)
            if let previous { unlink(previous) }
            throw error
        }
        close(descriptor)
        let replacement = Replacement(path: path, previous: previous)
        do throws(StoreError) {
            try flushFolder(folder)
        } catch {
            replacement.undo()
            throw error
        }
        return replacement
    }

    /// Creates `path` and its parents (mode 0700) if they do not exist.
    static func makeFolder(_ path: String) throws(StoreError) {
        var built = path.hasPrefix("/") ? "" : "."
        for part in path.split(separator: "/") {
            built += "/\(part)"
            if mkdir(built, 0o700) != 0, errno != EEXIST {
                throw .system(path: built, operation: "create the folder", errno: errno)
            }
        }
    }

    /// Removes temporary files left in `folder` by a writer that was killed.
    static func sweepTemporaries(in folder: String) {
        guard let directory = opendir(folder) else { return }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name.hasPrefix("."), name.hasSuffix(temporarySuffix) {
                unlink("\(folder)/\(name)")
            }
        }
    }

    private static func writeAll(_ data: Data, to descriptor: Int32, path: String) throws(StoreError) {
        var offset = 0
        let failure: Int32? = data.withUnsafeBytes { raw in
            while offset < raw.count {
                let written = write(descriptor, raw.baseAddress! + offset, raw.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return nil
        }
        if let failure { throw .system(path: path, operation: "write", errno: failure) }
    }

    static func flushFolder(_ folder: String) throws(StoreError) {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .system(path: folder, operation: "open the folder", errno: errno) }
        defer { close(descriptor) }
        guard fsync(descriptor) == 0 else { throw .system(path: folder, operation: "flush the folder", errno: errno) }
    }

    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
