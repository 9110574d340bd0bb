import FoundationEssentials
import GroveCore
import GrovePlatform

/// Reads whole files and replaces them crash-safely: a temporary (exclusive, 0600) is flushed, renamed over the target,
/// the folder flushed, so a kill leaves old or new. The old file stays aside until its change is whole, to put back.
enum DurableFile {
    /// A file just replaced, with its previous version kept aside until ``finish()`` or ``undo()``.
    struct Replacement {
        let path: String
        /// The previous version's temporary link, or nil when there was no file before.
        let previous: String?

        /// The change is whole: forget the previous version.
        func finish() {
            if let previous { Platform.remove(previous) }
        }

        /// The change failed: put the previous version back (or remove a file that was new), best effort.
        func undo() {
            if let previous { try? Platform.rename(previous, to: path) } else { Platform.remove(path) }
            try? DurableFile.flushFolder(Platform.folder(of: path))
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
        guard let descriptor = try StoreError.namingUnlessMissing(path, .open, Platform.openForReading(path))
        else { return nil }
        defer { Platform.close(descriptor) }
        // The size only sizes the buffer; the file is read to its end whatever it says.
        let size = (try? Platform.status(of: descriptor).size) ?? 0
        return try StoreError.naming(path, .read, Platform.readToEnd(from: descriptor, expectedSize: size))
    }

    /// Replaces the derived file at `path` with `value` by a rename, unflushed: a crash may lose it or leave it old, never
    /// half-written. A failure only costs a recount later.
    static func storeDerived(_ value: some Encodable, at path: String) {
        guard let data = try? JSONFormat.encoder().encode(value) else { return }
        try? write(data, over: path, flushing: false)
    }

    /// Replaces `path` with `data` durably, keeping the old one aside for ``Replacement/finish()`` or ``Replacement/undo()``.
    /// On a failure the old file is in place and no temporary file is left.
    static func replaceUndoably(_ path: String, with data: Data) throws(StoreError) -> Replacement {
        let kept = temporaryPath(for: path, marked: ".old")
        var previous: String?
        do throws(StoreError) {
            try write(data, over: path, flushing: true) { () throws(StoreError) in
                // A path with no file yet has no previous version to keep.
                previous = try StoreError.namingUnlessMissing(path, .keepPrevious, Platform.link(path, as: kept))
                    .map { kept }
            }
        } catch {
            if let previous { Platform.remove(previous) }
            throw error
        }
        let replacement = Replacement(path: path, previous: previous)
        do throws(StoreError) {
            try flushFolder(Platform.folder(of: path))
        } catch {
            replacement.undo()
            throw error
        }
        return replacement
    }

    /// Writes `data` to a temporary beside `path` (flushed when `flushing`), runs `beforeRename`, renames it over `path`.
    /// A failure leaves no temporary; errors name `path`, the file a person knows.
    private static func write(
        _ data: Data, over path: String, flushing: Bool, beforeRename: () throws(StoreError) -> Void = {}
    ) throws(StoreError) {
        let temporary = temporaryPath(for: path)
        let descriptor = try StoreError.naming(
            path, .createVersion, Platform.openForWriting(temporary, mode: .createNew))
        do throws(StoreError) {
            do {
                defer { Platform.close(descriptor) }
                try StoreError.naming(path, .write, Platform.writeAll(data, to: descriptor))
                if flushing { try StoreError.naming(path, .flush, Platform.flush(descriptor)) }
            }
            try beforeRename()
            try StoreError.naming(path, .replace, Platform.rename(temporary, to: path))
        } catch {
            Platform.remove(temporary)
            throw error
        }
    }

    /// This process's temporary name beside `path`: `.NAME.PID[MARK].tmp`.
    private static func temporaryPath(for path: String, marked mark: String = "") -> String {
        "\(Platform.folder(of: path))/.\(path.split(separator: "/").last ?? "").\(Platform.processID)\(mark)\(temporarySuffix)"
    }

    /// Creates `path` and its parents (mode 0700) if they do not exist.
    static func makeFolder(_ path: String) throws(StoreError) {
        var built = path.hasPrefix("/") ? "" : "."
        for part in path.split(separator: "/") {
            built += "/\(part)"
            do {
                try Platform.makeFolder(built)
            } catch {
                guard error.isAlreadyThere else { throw .system(path: built, operation: .createFolder, errno: error.code) }
            }
        }
    }

    /// Removes temporary files left in `folder` by a writer that was killed.
    static func sweepTemporaries(in folder: String) {
        for name in (try? Platform.entries(ofFolder: folder)) ?? [] where name.hasPrefix(".") && name.hasSuffix(temporarySuffix) {
            Platform.remove("\(folder)/\(name)")
        }
    }

    static func flushFolder(_ folder: String) throws(StoreError) {
        let descriptor = try StoreError.naming(folder, .openFolder, Platform.openFolder(folder))
        defer { Platform.close(descriptor) }
        try StoreError.naming(folder, .flushFolder, Platform.flush(descriptor))
    }
}
