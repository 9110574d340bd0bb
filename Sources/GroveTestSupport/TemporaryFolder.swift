import FoundationEssentials
import GrovePlatform

/// A fresh folder under the system's temporary folder, removed with all it holds when dropped: the one place a test
/// keeps files (never the real home).
public final class TemporaryFolder: Sendable {
    public let path: String

    public init() {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("grove-test-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// Writes `text` into the file `name` (a path inside the folder), making its folders.
    public func write(_ text: String, to name: String) throws {
        let url = URL(fileURLWithPath: path).appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    public func read(_ name: String) throws -> String {
        try String(contentsOfFile: "\(path)/\(name)", encoding: .utf8)
    }

    /// The names in the folder `name` inside it, sorted; none when it is not there.
    public func entries(_ name: String = "") -> [String] {
        ((try? Platform.entries(ofFolder: "\(path)/\(name)")) ?? []).sorted()
    }

    /// Every file under `name`, as paths relative to the folder, sorted.
    public func files(under name: String) -> [String] {
        entries(name).flatMap { entry in
            let inside = "\(name)/\(entry)"
            return Platform.isFolder("\(path)/\(inside)") ? files(under: inside) : [inside]
        }.sorted()
    }
}
