import Foundation
import Testing

/// grove's exports and imports against the real tools on the other side: timewarrior and
/// Python's iCalendar parser. Each test skips, saying so, where its tool is missing.
@Suite("imports and exports with real tools", .serialized)
struct ExchangeEndToEndTests {
    /// The first program called `name` on PATH (or in /usr/bin) for which `accepts` holds.
    static func tool(_ name: String, accepts: (String) -> Bool = { _ in true }) -> String? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init) + ["/usr/bin", "/bin"]
        return folders.map { "\($0)/\(name)" }.filter(FileManager.default.isExecutableFile).first(where: accepts)
    }

    /// Runs `program` with `arguments`; its standard output, or nil when it failed.
    @discardableResult
    static func run(_ program: String, _ arguments: [String], environment: [String: String], input: String? = nil) throws -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        let stdin = Pipe()
        process.standardInput = stdin
        try process.run()
        if let input { stdin.fileHandleForWriting.write(Data(input.utf8)) }
        try stdin.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? String(decoding: data, as: UTF8.self) : nil
    }

    /// A grove whose environment also names a timewarrior database in the sandbox.
    static func groveWithTimewarrior(_ sandbox: Sandbox) throws -> GroveBinary {
        var grove = try GroveBinary(sandbox: sandbox)
        let database = "\(sandbox.root)/timewarrior"
        try FileManager.default.createDirectory(atPath: database, withIntermediateDirectories: true)
        grove.environment["TIMEWARRIORDB"] = database
        return grove
    }

    @Test func aRealTimewarriorExportIsImported() throws {
        guard let timew = Self.tool("timew") else {
            print("skipped: timew is not installed, so no real timewarrior export was imported")
            return
        }
        let sandbox = try Sandbox()
        let grove = try Self.groveWithTimewarrior(sandbox)
        for arguments in [
            ["track", "2023-10-01T08:30:00Z", "-", "2023-10-01T08:55:00Z", "client work", "billable", ":quiet"],
            ["annotate", "@1", "kick-off, then notes", ":quiet"],
            ["track", "2023-10-01T12:00:00Z", "-", "2023-10-01T16:15:00Z", "writing", ":quiet"],
            ["start", "reading", ":quiet"],
        ] {
            #expect(try Self.run(timew, arguments, environment: grove.environment) != nil, "timew \(arguments)")
        }
        let export = try #require(try Self.run(timew, ["export"], environment: grove.environment))

        let result = try grove.run(["import", "-"], stdin: export)
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("Imported 2 sessions from a timewarrior export: 2 grown, on 2023-10-01."))
        #expect(result.output.contains("1 interval still being tracked was skipped"))
        let history = try grove.history()
        #expect(history.map { $0["startedAt"] as? String } == ["2023-10-01T08:30:00Z", "2023-10-01T12:00:00Z"])
        #expect(history.map { $0["focusedSeconds"] as? Int } == [1500, 15_300])
        // timewarrior sorts an interval's tags: "billable" comes first.
        #expect(history.map { $0["tag"] as? String } == ["billable", "writing"])
        #expect(history.map { $0["note"] as? String } == ["client work · kick-off, then notes", "kept whole from timewarrior: 4 h 15 min"])
        #expect(try grove.run(["import", "-"], stdin: export).output.contains("2 sessions were already here."))
    }

    /// The `completed` hook the README gives, run by a real tree growing, against a real timewarrior database.
    @Test func theReadmesHookRecordsEachGrownTreeInTimewarrior() throws {
        guard let timew = Self.tool("timew") else {
            print("skipped: timew is not installed, so the README's timewarrior hook was not tried")
            return
        }
        let readme = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("README.md"), encoding: .utf8)
        // The README's blocks are indented by two spaces, inside a list item.
        let blocks = readme.components(separatedBy: "  ```sh\n").dropFirst().map { block in
            block.components(separatedBy: "  ```")[0].split(separator: "\n").map { $0.dropFirst(2) }.joined(separator: "\n") + "\n"
        }
        let hook = try #require(blocks.first { $0.contains("timew track") }, "the README gives no timewarrior hook")
        #expect(hook.hasPrefix("#!/bin/sh\n"))
        let sandbox = try Sandbox()
        var grove = try Self.groveWithTimewarrior(sandbox)
        grove.environment["PATH"] = (timew as NSString).deletingLastPathComponent + ":" + (grove.environment["PATH"] ?? "")
        let path = "\(sandbox.hooks)/completed"
        try Data(hook.utf8).write(to: URL(fileURLWithPath: path))
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)

        #expect(try grove.run(["plant", "--minutes", "2", "--speed", "60", "--tag", "hooked"]).status == 0)
        var intervals: [[String: Any]] = []
        #expect(eventually(within: 60) {
            let export = (try? Self.run(timew, ["export"], environment: grove.environment)) ?? nil
            intervals = (export.flatMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) } as? [[String: Any]]) ?? []
            return !intervals.isEmpty
        })
        let session = try #require(try grove.history().first)
        let interval = try #require(intervals.first)
        #expect(interval["tags"] as? [String] == ["hooked"])
        func compact(_ value: Any?) -> String? { (value as? String)?.filter { $0 != "-" && $0 != ":" } }
        #expect(interval["start"] as? String == compact(session["startedAt"]))
        #expect(interval["end"] as? String == compact(session["endedAt"]))
    }

    @Test func theCalendarIsReadByARealICalendarParser() throws {
        let check = "import icalendar"
        guard let python = Self.tool("python3", accepts: { (try? Self.run($0, ["-c", check], environment: ProcessInfo.processInfo.environment)) != nil }) else {
            print("skipped: python3 with the icalendar module (Debian's python3-icalendar) is missing, so --ics was not parsed")
            return
        }
        let sandbox = try Sandbox()
        let grove = try GroveBinary(sandbox: sandbox)
        let forest = """
            Start Time,End Time,Tag,Note,Tree Type,Is Success
            2022-09-16T14:20:58.882+0300,2022-09-16T14:45:58.882+0300,SPS102 1,"a long note; with a semicolon, commas, äöü and 🌳🌳 so that its line must fold",Cedar,True
            2022-09-17T01:10:00.000+0300,2022-09-17T01:22:30.000+0300,Study,,Cherry Blossom,False
            """
        #expect(try grove.run(["import", "-"], stdin: forest).status == 0)
        #expect(try grove.run(["plant", "--minutes", "1", "--speed", "60", "--detach"]).status == 0)
        #expect(eventually(within: 60) { (try? grove.history().count) == 3 })
        #expect(try grove.run(["break", "--speed", "60"]).status == 0)
        #expect(eventually(within: 60) { (try? grove.history().count) == 4 })
        let calendar = "\(sandbox.root)/grove.ics"
        try Data(try grove.run(["history", "--ics"]).output.utf8).write(to: URL(fileURLWithPath: calendar))
        let script = """
            import icalendar, json, sys
            calendar = icalendar.Calendar.from_ical(open(sys.argv[1], 'rb').read())
            events = [{'uid': str(e['UID']), 'summary': str(e['SUMMARY']), 'start': e['DTSTART'].dt.isoformat(),
                       'end': e['DTEND'].dt.isoformat(), 'categories': [str(c) for c in e['CATEGORIES'].cats],
                       'description': str(e.get('DESCRIPTION', ''))} for e in calendar.walk('VEVENT')]
            print(json.dumps({'version': str(calendar['VERSION']), 'events': events}))
            """
        let parsed = try #require(try Self.run(python, ["-c", script, calendar], environment: ProcessInfo.processInfo.environment), "icalendar could not read the file")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(parsed.utf8)) as? [String: Any])
        #expect(object["version"] as? String == "2.0")
        let events = try #require(object["events"] as? [[String: Any]])
        let focus = try grove.history().filter { $0["kind"] as? String == "focus" }
        #expect(events.count == 3)
        #expect(events.map { $0["uid"] as? String } == focus.map { "\($0["id"] as? String ?? "")@grove.invalid" })
        #expect(events.map { ($0["start"] as? String)?.replacingOccurrences(of: "+00:00", with: "Z") } == focus.map { $0["startedAt"] as? String })
        #expect(events.map { ($0["end"] as? String)?.replacingOccurrences(of: "+00:00", with: "Z") } == focus.map { $0["endedAt"] as? String })
        #expect(events.map { $0["summary"] as? String } == ["🌳 pine · SPS102-1", "🥀 withered cherry · Study", "🌳 oak · focus"])
        #expect(events.map { $0["categories"] as? [String] } == [["SPS102-1"], ["Study"], ["focus"]])
        #expect(events.map { $0["description"] as? String } == [
            "a long note; with a semicolon, commas, äöü and 🌳🌳 so that its line must fold", "Cherry Blossom", "",
        ])

        try Data(try grove.run(["history", "--ics", "--breaks"]).output.utf8).write(to: URL(fileURLWithPath: calendar))
        let withBreaks = try #require(try Self.run(python, ["-c", script, calendar], environment: ProcessInfo.processInfo.environment))
        let all = try #require(try JSONSerialization.jsonObject(with: Data(withBreaks.utf8)) as? [String: Any])
        let summaries = (all["events"] as? [[String: Any]] ?? []).compactMap { $0["summary"] as? String }
        #expect(summaries.count == 4)
        #expect(summaries.last == "☕ break")
    }
}
