import FoundationEssentials
import GrovePlatform

/// A fresh folder under the system's temporary folder, removed with all it holds when dropped: where tests keep files.
public final class TemporaryFolder: Sendable {
    public let path = FileManager.default.temporaryDirectory.appendingPathComponent("grove-test-\(UUID().uuidString)").path

    public init() { try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true) }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// Writes `text` into the file `name` inside it, making its folders.
    public func write(_ text: String, to name: String) throws {
        try FileManager.default.createDirectory(atPath: Platform.folder(of: "\(path)/\(name)"), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: "\(path)/\(name)"))
    }

    public func read(_ name: String) throws -> String { try String(contentsOfFile: "\(path)/\(name)", encoding: .utf8) }

    /// The names in its folder `name`, sorted; none when there is no such folder.
    public func entries(_ name: String = "") -> [String] {
        ((try? Platform.entries(ofFolder: "\(path)/\(name)")) ?? []).sorted()
    }

    /// Every file under its folder `name`, as paths inside it.
    public func files(under name: String) -> [String] {
        entries(name).flatMap { Platform.isFolder("\(path)/\(name)/\($0)") ? files(under: "\(name)/\($0)") : ["\(name)/\($0)"] }
    }
}
