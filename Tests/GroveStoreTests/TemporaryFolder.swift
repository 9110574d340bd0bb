import Foundation

/// A fresh folder under the system's temporary directory, removed when dropped.
final class TemporaryFolder {
    let path: String

    init() {
        path = FileManager.default.temporaryDirectory
            .appendingPathComponent("grove-store-tests-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    func write(_ text: String, to name: String) throws {
        let url = URL(fileURLWithPath: path).appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func read(_ name: String) throws -> String {
        try String(contentsOfFile: "\(path)/\(name)", encoding: .utf8)
    }

    func entries(_ name: String = "") -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: "\(path)/\(name)"))?.sorted() ?? []
    }
}

extension TemporaryFolder {
    /// Every file under `name`, as paths relative to the folder, sorted.
    func files(under name: String) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: "\(path)/\(name)")
        var files: [String] = []
        while let entry = enumerator?.nextObject() as? String {
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: "\(path)/\(name)/\(entry)", isDirectory: &isFolder)
            if !isFolder.boolValue { files.append("\(name)/\(entry)") }
        }
        return files.sorted()
    }
}
