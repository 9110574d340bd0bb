import Foundation
import Testing

/// Two groves, each with its own data folder, planting together through one room folder at
/// high speed: one opens, the other joins, one gives up, and both trees wither; the opener's
/// with no command of hers run, by her waiter.
@Suite("two groves planting together in one room")
struct PlantTogetherEndToEndTests {
    @Test func oneGivesUpAndBothHistoriesShowWithered() throws {
        let anaSandbox = try Sandbox(), boSandbox = try Sandbox()
        let room = "\(anaSandbox.root)/room"
        try FileManager.default.createDirectory(atPath: room, withIntermediateDirectories: true)
        var ana = try GroveBinary(sandbox: anaSandbox, device: "ana-laptop")
        var bo = try GroveBinary(sandbox: boSandbox, device: "bo-laptop")
        ana.environment["USER"] = "ana"
        bo.environment["USER"] = "bo"
        // 25 game minutes take 10 wall seconds: time enough to join and give up, on a busy machine too.
        let speed = ["--speed", "150"]

        let opened = try ana.run(["plant", "--with", room, "--detach"] + speed)
        #expect(opened.status == 0, "\(opened.errors)")
        #expect(opened.output.hasPrefix("Opened a planting in \(room)"))
        let joined = try bo.run(["plant", "--with", room, "--detach", "--species", "pine"] + speed)
        #expect(joined.status == 0, "\(joined.errors)")
        #expect(joined.output.hasPrefix("Joined ana's planting in \(room), with ana: a pine"))
        Thread.sleep(forTimeInterval: 0.5)
        let gaveUp = try bo.run(["give-up", "--yes"] + speed)
        #expect(gaveUp.output.contains("Your pine withered"), "\(gaveUp.output)\(gaveUp.errors)")

        // Ana's waiter sees bo's give-up in the room and withers her tree, recording it there.
        let deadline = Date().addingTimeInterval(30)
        var anaFile = ""
        while Date() < deadline {
            anaFile = (try? String(contentsOfFile: "\(room)/ana.grove.json", encoding: .utf8)) ?? ""
            if anaFile.contains(#""state":"withered""#) { break }
            Thread.sleep(forTimeInterval: 0.2)
        }
        #expect(anaFile.contains(#""state":"withered""#), "\(anaFile)")

        let anaHistory = try ana.run(["history"])
        #expect(anaHistory.output.contains("withered"), "\(anaHistory.output)")
        #expect(anaHistory.output.contains("with bo (bo gave up)"), "\(anaHistory.output)")
        let boHistory = try bo.run(["history", "--json"])
        #expect(boHistory.output.contains(#""state":"abandoned""#))
        #expect(boHistory.output.contains(#""with":["ana"]"#))
        #expect(boHistory.output.contains(#""gaveUp":"bo""#))
        let listing = try ana.run(["room", room])
        #expect(listing.output.contains("ana, bo"), "\(listing.output)")
        #expect(listing.output.contains("withered: bo gave up"), "\(listing.output)")
    }
}
