import Foundation
import GroveCore
import GrovePlatform
import GroveStore
import GroveTestSupport
import Testing

/// Everything in a room was written by someone else. Each case plants with a room holding one
/// hostile file: the file is ignored with one printable line naming it, the session goes on,
/// and nothing outside the room changes.
@Suite("a room holding hostile files")
final class HostileRoomTests {
    private let room = TemporaryFolder()
    private let clock = ManualClock()
    private lazy var me = RoomMember("me", room: room.path, clock: clock)

    /// A sane file of `name` with one growing planting it opened at `openedAt` (seconds from now).
    private func memberFile(_ name: String, opener: String? = nil, openedAt: TimeInterval = -30, endsIn: TimeInterval = 1500) -> String {
        let opened = clock.now().addingTimeInterval(openedAt).timeIntervalSinceReferenceDate
        let ends = clock.now().addingTimeInterval(endsIn).timeIntervalSinceReferenceDate
        return #"{"name":"\#(name)","plantings":[{"endsAt":\#(ends),"id":"p-\#(name)","openedAt":\#(opened),"opener":"\#(opener ?? name)","plannedSeconds":1500,"species":"oak","speed":1,"state":"growing"}],"schema":1}"#
    }

    /// Plants with the room and checks the session goes on, the data folder holds only what
    /// planting writes, and exactly one ignored line names `file`; returns that line.
    @discardableResult
    private func plantIgnoring(_ file: String, because reason: String, sourceLocation: SourceLocation = #_sourceLocation) -> String? {
        me.plant()
        #expect(me.model.session != nil, sourceLocation: sourceLocation)
        #expect(me.model.errorMessage == nil, sourceLocation: sourceLocation)
        let reading = me.board.read(room: room.path, as: "me")
        let lines = reading.ignored.filter { $0.contains(file) }
        #expect(lines.count == 1, "\(reading.ignored)", sourceLocation: sourceLocation)
        #expect(lines.first?.contains(reason) == true, "\(lines)", sourceLocation: sourceLocation)
        for text in reading.ignored {
            #expect(!text.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }, "\(text)", sourceLocation: sourceLocation)
        }
        #expect(me.ownRecord.count == 1, sourceLocation: sourceLocation)
        #expect(
            !me.data.files(under: "devices").contains { $0.contains("room") || $0.contains("grove.json") },
            sourceLocation: sourceLocation)
        return lines.first
    }

    private func plantIgnoringAgain(_ file: String, because reason: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let lines = me.board.read(room: room.path, as: "me").ignored.filter { $0.contains(file) }
        #expect(lines.count == 1, sourceLocation: sourceLocation)
        #expect(lines.first?.contains(reason) == true, "\(lines)", sourceLocation: sourceLocation)
    }

    @Test func aSaneMemberIsRead() throws {
        try room.write(memberFile("ana"), to: "ana.grove.json")
        #expect(me.plant().joined)
        #expect(me.board.read(room: room.path, as: "me").ignored == [])
    }

    @Test func aFileOver64KBIsIgnored() throws {
        try room.write(memberFile("ana") + String(repeating: " ", count: 70_000), to: "ana.grove.json")
        plantIgnoring("ana.grove.json", because: "larger than 64 KB")
        #expect(me.model.session?.together?.members.contains("ana") == false)
    }

    @Test func damagedJSONIsIgnored() throws {
        try room.write(String(memberFile("ana").dropLast(5)), to: "ana.grove.json")
        try room.write(#"{"name":"bo","schema":1}"#, to: "bo.grove.json")
        plantIgnoring("ana.grove.json", because: "is damaged: not valid JSON")
        plantIgnoringAgain("bo.grove.json", because: "is damaged: .plantings is missing")
    }

    @Test func escapeSequencesInNamesTagsAndFileNamesNeverReachALine() throws {
        // In JSON as JSON writes them (raw control characters are not JSON), and raw in a file name.
        let escapeInJSON = #"\u001b[2J\u001b]0;pwned\u0007"#
        try room.write(memberFile("ana", opener: "ana\(escapeInJSON)"), to: "ana.grove.json")
        try room.write(
            memberFile("bo").replacingOccurrences(of: #""species":"oak""#, with: #""species":"oak\#(escapeInJSON)""#),
            to: "bo.grove.json")
        let evilName = "x\u{1B}[2J\u{1B}]0;pwned\u{07}"
        try room.write(memberFile(evilName), to: "\(evilName).grove.json")
        let line = plantIgnoring("ana.grove.json", because: "opener")
        #expect(line?.contains("\\u{1B}") == true, "\(line ?? "")")
        plantIgnoringAgain("bo.grove.json", because: "species")
        let lines = me.board.read(room: room.path, as: "me").ignored
        #expect(lines.filter { $0.contains("x\\u{1B}[2J") }.count == 1, "\(lines)")
    }

    @Test func absurdTimesAreIgnored() throws {
        try room.write(memberFile("ana", endsIn: 1e13), to: "ana.grove.json")
        try room.write(memberFile("bo", openedAt: 86_400, endsIn: 87_000), to: "bo.grove.json")
        try room.write(memberFile("cy", openedAt: -30, endsIn: 5 * 3600), to: "cy.grove.json")
        plantIgnoring("ana.grove.json", because: "date outside the days grove keeps")
        plantIgnoringAgain("bo.grove.json", because: "opens in the future")
        plantIgnoringAgain("cy.grove.json", because: "more than 180 minutes")
        #expect(me.model.session?.together?.opener == "me")
    }

    @Test func aMemberClaimingAnotherNameOrMineIsIgnored() throws {
        try room.write(memberFile("ana"), to: "bo.grove.json")
        try room.write(memberFile("me"), to: "cy.grove.json")
        plantIgnoring("bo.grove.json", because: "holds the name \"ana\"")
        plantIgnoringAgain("cy.grove.json", because: "claims your name")
        #expect(me.model.session?.together?.opener == "me")
    }

    @Test func fiveThousandFilesAreReadNoFurtherThanTheCap() throws {
        for index in 0..<5000 {
            let name = String(format: "m%04d", index)
            #expect(FileManager.default.createFile(
                atPath: "\(room.path)/\(name).grove.json", contents: Data(memberFile(name, openedAt: -3000, endsIn: -1000).utf8)))
        }
        me.plant()
        #expect(me.model.session != nil)
        let reading = me.board.read(room: room.path, as: "me")
        #expect(reading.members.count == RoomLayout.maximumFiles)
        #expect(reading.members.first?.name == "me")
        #expect(reading.ignored == ["ignored 4937 more member files: grove reads at most 64 files of a room"])
    }

    @Test func aFIFOAndALinkToDevZeroNeitherBlockNorHang() throws {
        try Platform.makePipe(at: "\(room.path)/fifo.grove.json")
        try Platform.symbolicLink("\(room.path)/zero.grove.json", to: "/dev/zero")
        plantIgnoring("fifo.grove.json", because: "is not a regular file")
        plantIgnoringAgain("zero.grove.json", because: "is a symbolic link")
    }

    @Test func aLinkNamedLikeMyOwnFileChangesNothingOutsideTheRoom() throws {
        let secret = "\(me.data.path)/precious.txt"
        let original = Data("my own data, not the room's\n".utf8)
        try original.write(to: URL(fileURLWithPath: secret))
        try Platform.symbolicLink("\(room.path)/me.grove.json", to: secret)
        me.plant()
        #expect(me.model.session != nil)
        #expect(try Data(contentsOf: URL(fileURLWithPath: secret)) == original)
        #expect(Platform.linkTarget("\(room.path)/me.grove.json") == nil)
        #expect(me.ownRecord.map(\.state) == [.growing])
        let attributes = try FileManager.default.attributesOfItem(atPath: "\(room.path)/me.grove.json")
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o644)
        #expect(room.entries().filter { $0.hasSuffix(".tmp") } == [])
    }

    /// Makes `name` in the room a file last changed `age` seconds before the clock's now.
    private func temporary(_ name: String, age: TimeInterval) throws {
        try room.write("half a file", to: name)
        try FileManager.default.setAttributes(
            [.modificationDate: clock.now().addingTimeInterval(-age)], ofItemAtPath: "\(room.path)/\(name)")
    }

    @Test func writingMyFileSweepsOnlyMyOwnStaleTemporaries() throws {
        let stale = ".me.grove.json.0f1e2d3c-aaaa-bbbb-cccc-1234567890ab.tmp"
        try temporary(stale, age: 3600)
        let fresh = ".me.grove.json.fresh-1.tmp"
        try temporary(fresh, age: 5)
        let others = [".ana.grove.json.old-1.tmp", ".me.grove.json.x.grove.json.old-2.tmp", ".me.grove.json.tmp"]
        for name in others { try temporary(name, age: 3600) }
        // A link named like mine, to a stale file of mine outside the room: neither goes.
        let target = "\(me.data.path)/kept.txt"
        try Data("mine, outside the room\n".utf8).write(to: URL(fileURLWithPath: target))
        try FileManager.default.setAttributes([.modificationDate: clock.now().addingTimeInterval(-3600)], ofItemAtPath: target)
        let link = ".me.grove.json.link-1.tmp"
        try Platform.symbolicLink("\(room.path)/\(link)", to: target)

        me.plant()
        #expect(me.ownRecord.map(\.state) == [.growing])
        let left = Set(room.entries())
        #expect(!left.contains(stale), "\(left)")
        #expect(left.isSuperset(of: [fresh, link] + others), "\(left)")
        #expect(Platform.linkTarget("\(room.path)/\(link)") == target)
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "mine, outside the room\n")
    }

    @Test(.enabled(if: Platform.userID == 0, "needs root, to give a file to another user"))
    func anotherUsersFileNamedLikeMyTemporaryIsKept() throws {
        let name = ".me.grove.json.theirs-1.tmp"
        try temporary(name, age: 3600)
        try FileManager.default.setAttributes([.ownerAccountID: 65_534], ofItemAtPath: "\(room.path)/\(name)")
        me.plant()
        #expect(me.ownRecord.map(\.state) == [.growing])
        #expect(room.entries().contains(name))
    }

    @Test func aWriterKeepsOnlyItsRecentPlantings() throws {
        for _ in 0..<60 {
            me.plant()
            clock.advance(by: 5)
            me.model.cancelSession()
            me.model.dismissOutcome()
            clock.advance(by: 600)
        }
        #expect(me.ownRecord.count == RoomLayout.keptPlantings)
        clock.advance(by: 8 * 24 * 3600)
        me.plant()
        #expect(me.ownRecord.count == 1)
    }
}
