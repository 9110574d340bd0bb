import Foundation
import GrovePlatform
import GroveTestSupport
import Testing

struct PlatformTests {
    @Test func bytesWrittenToAPipeAreReadBackWhole() throws {
        let ends = try Platform.makePipe()
        defer { Platform.close(ends.read) }
        let bytes = (0..<50_000).map { UInt8(truncatingIfNeeded: $0 * 7) }
        // Larger than a pipe's buffer: the writer must resume after partial writes.
        let writer = Thread {
            try? Platform.writeAll(bytes, to: ends.write)
            Platform.close(ends.write)
        }
        writer.start()
        #expect(try Platform.readToEnd(from: ends.read) == bytes)
    }

    @Test func aNonBlockingPipeWithNothingWaitingReadsEmpty() throws {
        let ends = try Platform.makePipe(nonBlocking: true)
        defer {
            Platform.close(ends.read)
            Platform.close(ends.write)
        }
        #expect(try Platform.readToEnd(from: ends.read).isEmpty)
        #expect(throws: SystemError.self) { try Platform.read(from: ends.read) }
        try Platform.writeAll(Array("ab".utf8), to: ends.write)
        #expect(try Platform.readToEnd(from: ends.read) == Array("ab".utf8))
    }

    @Test func aFolderListsItsNamesWithoutDots() throws {
        let folder = TemporaryFolder()
        try Platform.writeFile("\(folder.path)/a.json", Array("{}".utf8), mode: .truncate)
        try Platform.writeFile("\(folder.path)/é 🌳", Array("x".utf8), mode: .truncate)
        try Platform.writeFile("\(folder.path)/é 🌳", Array("y".utf8), mode: .append)
        #expect(try Platform.entries(ofFolder: folder.path).sorted() == ["a.json", "é 🌳"])
        #expect(try Platform.readFile("\(folder.path)/é 🌳") == Array("xy".utf8))
    }

    @Test func aMissingFileIsAnErrorThatSaysSo() throws {
        let folder = TemporaryFolder()
        do {
            _ = try Platform.readFile("\(folder.path)/absent")
            Issue.record("read a missing file")
        } catch {
            #expect(error.isMissing)
            #expect(error.message == "No such file or directory")
        }
        #expect(throws: SystemError.self) { try Platform.entries(ofFolder: "\(folder.path)/absent") }
        #expect(!Platform.exists("\(folder.path)/absent"))
    }

    @Test func waitingOnANonReadablePipeTimesOut() throws {
        let ends = try Platform.makePipe()
        defer {
            Platform.close(ends.read)
            Platform.close(ends.write)
        }
        #expect(try Platform.waitUntilReadable([ends.read], milliseconds: 10) == ReadyDescriptors())
        try Platform.writeAll([1], to: ends.write)
        let ready = try Platform.waitUntilReadable([ends.read], milliseconds: 10)
        #expect(ready[0] && !ready[1])
    }

    @Test func aWaitTellsWhichOfSeveralDescriptorsAreReady() throws {
        let pipes = try (0..<3).map { _ in try Platform.makePipe() }
        defer {
            for ends in pipes {
                Platform.close(ends.read)
                Platform.close(ends.write)
            }
        }
        try Platform.writeAll([1], to: pipes[0].write)
        try Platform.writeAll([1], to: pipes[2].write)
        let ready = try Platform.waitUntilReadable(pipes.map(\.read), milliseconds: 10)
        #expect((0..<4).map { ready[$0] } == [true, false, true, false])
    }

    @Test func aChildsExitIsCollected() throws {
        let pid = try #require(ProcessLauncher.launch("/bin/sh", arguments: ["-c", "exit 3"], environment: [:], detached: false))
        #expect(Platform.exit(of: pid, waiting: true) == .exited(3))
    }
}
