import Foundation
import Testing

/// The README's install lines, run as written on a home that has no `~/.local/bin` yet.
@Suite("installing as the README says")
struct ReadmeInstallTests {
    @Test func theInstallLinesWorkOnAFreshHome() throws {
        let readme = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("README.md"), encoding: .utf8)
        let lines = readme.split(separator: "\n").filter { $0.hasPrefix("install ") }.map(String.init)
        try #require(!lines.isEmpty, "the README gives no install line")
        let sandbox = try Sandbox()
        // The release build stands where the README expects it; the debug one will do.
        let built = "\(sandbox.root)/checkout/.build/release"
        try FileManager.default.createDirectory(atPath: built, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: try GroveBinary.locate(), toPath: "\(built)/grove")

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-e", "-c", lines.joined(separator: "\n")]
        process.currentDirectoryURL = URL(fileURLWithPath: "\(sandbox.root)/checkout")
        process.environment = ["HOME": sandbox.root, "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        process.waitUntilExit()
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 0, "\(said)")
        #expect(FileManager.default.isExecutableFile(atPath: "\(sandbox.root)/.local/bin/grove"))
    }
}
