import Foundation
import GrovePlatform
import GroveTestSupport
import Testing

/// The file calls the store reads and replaces files with, each test in a folder of its own.
struct PlatformFilesTests {
    private let temporary = TemporaryFolder()
    private var folder: String { temporary.path }

    @Test func aFileReadWithAWrongExpectedSizeIsStillReadWhole() throws {
        let bytes = (0..<200_000).map { UInt8(truncatingIfNeeded: $0 * 13) }
        try Platform.writeFile("\(folder)/big", bytes, mode: .truncate)
        for expected in [nil, 0, 1, 65_536, 199_999, 200_000, 200_001, 1_000_000] {
            let descriptor = try Platform.openForReading("\(folder)/big")
            defer { Platform.close(descriptor) }
            #expect(try Platform.readToEnd(from: descriptor, expectedSize: expected) == bytes, "expected \(String(describing: expected))")
        }
        #expect(try Platform.readFile("\(folder)/big") == bytes)
        try Platform.writeFile("\(folder)/empty", [], mode: .truncate)
        #expect(try Platform.readFile("\(folder)/empty").isEmpty)
    }

    @Test func aStatusTellsSizeFolderAndANewInodeAfterARename() throws {
        try Platform.writeFile("\(folder)/a", Array("hello".utf8), mode: .truncate)
        try Platform.writeFile("\(folder)/b", Array("hi".utf8), mode: .truncate)
        let before = try Platform.status(ofPath: "\(folder)/a")
        #expect(before.size == 5)
        #expect(!before.isFolder)
        #expect(try Platform.status(ofPath: folder).isFolder)
        let attributes = try FileManager.default.attributesOfItem(atPath: "\(folder)/a")
        #expect(before.inode == (attributes[.systemFileNumber] as? UInt64))
        #expect(before.modifiedSeconds == Int((attributes[.modificationDate] as? Date)?.timeIntervalSince1970.rounded(.down) ?? -1))

        try Platform.rename("\(folder)/b", to: "\(folder)/a")
        let after = try Platform.status(ofPath: "\(folder)/a")
        #expect(after.size == 2)
        #expect(after.inode != before.inode)
        #expect(after.device == before.device)
        #expect(!Platform.exists("\(folder)/b"))

        let descriptor = try Platform.openForReading("\(folder)/a")
        defer { Platform.close(descriptor) }
        #expect(try Platform.status(of: descriptor) == after)
    }

    @Test func aMissingPathFailsEveryCallWithIsMissing() throws {
        let absent = "\(folder)/absent"
        let failures: [() throws -> Void] = [
            { _ = try Platform.status(ofPath: absent) },
            { try Platform.rename(absent, to: "\(folder)/other") },
            { try Platform.link(absent, as: "\(folder)/other") },
            { try Platform.makeFolder("\(absent)/inner") },
            { _ = try Platform.openFolder(absent) },
        ]
        for (index, call) in failures.enumerated() {
            do {
                try call()
                Issue.record("call \(index) succeeded")
            } catch {
                #expect((error as? SystemError)?.isMissing == true, "call \(index): \(error)")
            }
        }
        #expect(!Platform.isFolder(absent))
        #expect(!Platform.remove(absent))
    }

    @Test func aLinkIsASecondNameForTheSameFile() throws {
        try Platform.writeFile("\(folder)/a", Array("kept".utf8), mode: .truncate)
        try Platform.link("\(folder)/a", as: "\(folder)/kept")
        #expect(try Platform.status(ofPath: "\(folder)/kept").inode == Platform.status(ofPath: "\(folder)/a").inode)
        #expect(Platform.remove("\(folder)/a"))
        #expect(try Platform.readFile("\(folder)/kept") == Array("kept".utf8))
        #expect(throws: SystemError.self) { try Platform.link("\(folder)/kept", as: "\(folder)/kept") }
    }

    @Test func creatingANewFileOrFolderWhereOneIsFailsAsAlreadyThere() throws {
        let descriptor = try Platform.openForWriting("\(folder)/new", mode: .createNew)
        try Platform.writeAll(Array("x".utf8), to: descriptor)
        try Platform.flush(descriptor)
        Platform.close(descriptor)
        #expect(try Platform.readFile("\(folder)/new") == Array("x".utf8))
        do {
            _ = try Platform.openForWriting("\(folder)/new", mode: .createNew)
            Issue.record("created a file twice")
        } catch {
            #expect(error.isAlreadyThere)
        }

        try Platform.makeFolder("\(folder)/inner")
        #expect(Platform.isFolder("\(folder)/inner"))
        do {
            try Platform.makeFolder("\(folder)/inner")
            Issue.record("created a folder twice")
        } catch {
            #expect(error.isAlreadyThere)
        }
    }

    @Test func aFolderOpensToBeFlushedAndAFileIsNotOne() throws {
        let descriptor = try Platform.openFolder(folder)
        try Platform.flush(descriptor)
        Platform.close(descriptor)
        try Platform.writeFile("\(folder)/file", [], mode: .truncate)
        do {
            _ = try Platform.openFolder("\(folder)/file")
            Issue.record("opened a file as a folder")
        } catch {
            #expect(error.isNotAFolder)
        }
        do {
            _ = try Platform.entries(ofFolder: "\(folder)/file")
            Issue.record("listed a file")
        } catch {
            #expect(error.isNotAFolder)
        }
    }

    @Test func aLockFileIsCreatedAndItsContentsKept() throws {
        let first = try Platform.openForLocking("\(folder)/store.lock")
        try Platform.lockExclusively(first)
        #expect(Platform.exists("\(folder)/store.lock"))
        Platform.unlock(first)
        Platform.close(first)

        try Platform.writeFile("\(folder)/store.lock", Array("note".utf8), mode: .truncate)
        let second = try Platform.openForLocking("\(folder)/store.lock")
        Platform.close(second)
        #expect(try Platform.readFile("\(folder)/store.lock") == Array("note".utf8))
    }
}
