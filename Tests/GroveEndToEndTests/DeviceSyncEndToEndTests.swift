import Foundation
import Testing
import GroveTestSupport

/// Two data folders standing for two machines, copied into each other with
/// `rsync -a --update` as a file synchroniser would: whole, part-way, in either order.
@Suite("two machines sharing a forest through rsync", .serialized)
struct DeviceSyncEndToEndTests {
    static let rsync = ["/usr/bin/rsync", "/bin/rsync", "/usr/local/bin/rsync"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    /// `count` grown 90-minute trees a day apart from `day`, as `grove history --json` writes them.
    static func history(prefix: String, from day: Int, count: Int) -> String {
        let sessions = (0..<count).map { index in
            let date = String(format: "2025-10-%02d", day + index)
            // A UUID of its own for each prefix (its first letters in hex) and index: grove import takes only UUIDs.
            let letters = prefix.utf8.prefix(4).map { String(format: "%02x", $0) }.joined()
            let id = String(format: "%@-0000-4000-8000-%012d", letters.padding(toLength: 8, withPad: "0", startingAt: 0), index)
            return #"{"id":"\#(id)","kind":"focus","state":"completed","startedAt":"\#(date)T09:00:00Z","#
                + #""endedAt":"\#(date)T10:30:00Z","plannedSeconds":5400,"focusedSeconds":5400,"pausedSeconds":0,"#
                + #""tag":"\#(prefix)","species":"oak","speed":1}"#
        }
        return "[" + sessions.joined(separator: ",\n") + "]"
    }

    func sync(_ from: Sandbox, _ to: Sandbox, only files: [String]? = nil) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(Self.rsync))
        var arguments = ["-a", "--update"]
        if let files {
            let list = "\(from.root)/files-\(UUID().uuidString)"
            try Data(files.joined(separator: "\n").utf8).write(to: URL(fileURLWithPath: list))
            arguments.append("--files-from=\(list)")
        }
        process.arguments = arguments + ["\(from.data)/", "\(to.data)/"]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }

    /// The files under `sandbox`'s data folder, relative to it.
    func files(_ sandbox: Sandbox) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: sandbox.data)
        var files: [String] = []
        while let name = enumerator?.nextObject() as? String {
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: "\(sandbox.data)/\(name)", isDirectory: &isFolder)
            if !isFolder.boolValue { files.append(name) }
        }
        return files.sorted()
    }

    /// What a person sees of the shared record, every command succeeding.
    func shared(_ grove: GroveBinary) throws -> [String] {
        try [["history", "--csv"], ["forest", "--all", "--json"], ["species"], ["achievements"]].map { arguments in
            let result = try grove.run(arguments)
            #expect(result.status == 0, "\(arguments): \(result.errors)")
            return result.output
        }
    }

    func ids(_ grove: GroveBinary) throws -> Set<String> {
        Set(try grove.history().compactMap { $0["id"] as? String })
    }

    @Test(.enabled(if: rsync != nil, "rsync is not installed (apt-get install rsync)"))
    func bothMachinesShowOneForestAndEachOthersTreeReadOnly() throws {
        let laptopBox = try Sandbox(), desktopBox = try Sandbox()
        let laptop = try GroveBinary(sandbox: laptopBox, device: "laptop")
        let desktop = try GroveBinary(sandbox: desktopBox, device: "desktop")
        for (grove, box, prefix, day) in [(laptop, laptopBox, "write", 1), (desktop, desktopBox, "read", 10)] {
            try Data(Self.history(prefix: prefix, from: day, count: 5).utf8).write(to: URL(fileURLWithPath: "\(box.root)/h.json"))
            #expect(try grove.run(["import", "\(box.root)/h.json"]).status == 0)
            // A tree grown at speed 600 (a second) and one withered.
            #expect(try grove.run(["plant", "--minutes", "1", "--speed", "600", "--detach"]).status == 0)
            #expect(try eventually(within: 30) { try grove.status()["state"] as? String == "none" })
            // Given up after the grace (10 s of game time, half a second at speed 60), so it withers.
            #expect(try grove.run(["plant", "--detach", "--speed", "60"]).status == 0)
            Thread.sleep(forTimeInterval: 0.5)
            #expect(try grove.run(["give-up", "--yes"]).status == 0)
        }
        #expect(try laptop.run(["species", "unlock", "cherry"]).status == 0)
        #expect(try desktop.run(["species", "unlock", "cherry"]).status == 0)
        let laptopOwn = try ids(laptop), desktopOwn = try ids(desktop)
        #expect(laptopOwn.count == 7 && desktopOwn.count == 7)

        // Part-way: random subsets of the laptop's files reach the desktop, one batch at a time.
        var generator = SeededGenerator(seed: 77)
        let pending = files(laptopBox).filter { $0.hasPrefix("devices/laptop/") }.shuffled(using: &generator)
        for end in 1...pending.count {
            try sync(laptopBox, desktopBox, only: Array(pending.prefix(end)))
            _ = try shared(desktop)
            let seen = try ids(desktop)
            #expect(seen.isSuperset(of: desktopOwn) && seen.isSubset(of: laptopOwn.union(desktopOwn)))
        }

        // Whole, both ways, in either order, repeatedly.
        try sync(desktopBox, laptopBox)
        try sync(laptopBox, desktopBox)
        try sync(desktopBox, laptopBox)
        #expect(try ids(laptop) == laptopOwn.union(desktopOwn))
        #expect(try shared(laptop) == shared(desktop))
        let species = try laptop.run(["species"]).output
        #expect(species.contains("cherry   available"))
        // 10 trees of 90 minutes, streak bonuses, one cherry bought (twice, before the machines met).
        #expect(species.hasPrefix("coins: "))
        #expect(try laptop.run(["achievements"]).output.contains("✓ Marathon"))

        // A tree growing on one machine is shown on the other, which can still plant its own.
        #expect(try laptop.run(["plant", "--detach", "--species", "pine"]).status == 0)
        try sync(laptopBox, desktopBox)
        let elsewhere = try desktop.run(["status"])
        #expect(elsewhere.output.hasPrefix("a pine is growing on laptop, 2"), "\(elsewhere.output)")
        #expect(try desktop.run(["pause"]).status == 1)
        #expect(try desktop.run(["plant", "--detach"]).status == 0)
        #expect(try desktop.run(["pause"]).status == 0)
        try sync(desktopBox, laptopBox)
        #expect(try laptop.status()["state"] as? String == "active")
        #expect(try laptop.status()["species"] as? String == "pine")
        #expect(try desktop.status()["state"] as? String == "paused")
    }
}
