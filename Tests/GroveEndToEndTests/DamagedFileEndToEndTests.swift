import Foundation
import GroveCore
import Testing

/// Every data file damaged in every way: refused with its path by every command that reads it,
/// never changed, listed by `grove doctor`; `--repair` then loses nothing another file records.
@Suite("damaged data files", .serialized)
struct DamagedFileEndToEndTests {
    /// Sessions every device has (imported on both), so each is recorded twice.
    static let history = """
        [{"id":"00000000-0000-4000-8000-000000000001","kind":"focus","state":"completed","startedAt":"2025-11-03T09:00:00Z","endedAt":"2025-11-03T10:30:00Z",\
        "plannedSeconds":5400,"focusedSeconds":5400,"pausedSeconds":0,"tag":"writing","species":"oak","speed":1},
        {"id":"00000000-0000-4000-8000-000000000002","kind":"focus","state":"completed","startedAt":"2025-11-04T09:00:00Z","endedAt":"2025-11-04T10:30:00Z",\
        "plannedSeconds":5400,"focusedSeconds":5400,"pausedSeconds":0,"tag":"writing","species":"pine","speed":1},
        {"id":"00000000-0000-4000-8000-000000000003","kind":"focus","state":"completed","startedAt":"2025-11-05T09:00:00Z","endedAt":"2025-11-05T10:30:00Z",\
        "plannedSeconds":5400,"focusedSeconds":5400,"pausedSeconds":0,"tag":"writing","species":"oak","speed":1}]
        """

    /// A damage: its name and what it does to a file's text.
    struct Damage: CustomStringConvertible, Sendable {
        let description: String
        let apply: @Sendable (String, FileKind) -> String
    }

    enum FileKind: Sendable { case live, month, events }

    static let damages: [Damage] = [
        Damage(description: "truncated") { text, _ in String(text.prefix(text.count / 2)) },
        Damage(description: "NUL bytes") { text, _ in String(repeating: "\u{0}", count: text.utf8.count) },
        Damage(description: "garbage") { _, _ in "this is not grove's\n" },
        Damage(description: "empty") { _, _ in "" },
        Damage(description: "wrong type") { text, kind in
            switch kind {
            case .live: text.replacingOccurrences(of: #""breakTaken":false"#, with: #""breakTaken":"no""#)
            case .month: text.replacingOccurrences(of: #""plannedSeconds":5400"#, with: #""plannedSeconds":"5400""#)
            case .events: text.replacingOccurrences(of: #""species":"cherry""#, with: #""species":7"#)
            }
        },
        Damage(description: "missing field") { text, kind in
            switch kind {
            case .live: text.replacingOccurrences(of: #""completedFocusCount":0,"#, with: "")
            case .month: text.replacingOccurrences(of: #","tag":"writing""#, with: "")
            case .events: text.replacingOccurrences(of: #","species":"cherry""#, with: "")
            }
        },
        Damage(description: "newer version") { text, _ in
            text.replacingOccurrences(of: #""schema":\#(SchemaVersion.current)"#, with: #""schema":\#(SchemaVersion.current + 1)"#)
        },
    ]

    static let files: [(path: String, kind: FileKind)] = [
        ("devices/laptop/live.json", .live), ("devices/laptop/sessions/2025-11.json", .month),
        ("devices/laptop/events.json", .events), ("devices/desktop/sessions/2025-11.json", .month),
        ("devices/desktop/events.json", .events),
    ]

    static let commands: [[String]] = [
        ["plant", "--detach"], ["pause"], ["resume"], ["give-up", "--yes"], ["break"], ["history"], ["forest"],
        ["species"], ["achievements"], ["species", "unlock", "cactus"],
    ]

    /// What a person sees of the shared record.
    func shared(_ grove: GroveBinary) throws -> [String] {
        try [["species"], ["achievements"], ["history", "--csv"]].map { try grove.run($0).output }
    }

    @Test(arguments: files.indices)
    func everyDamageIsRefusedListedAndRepairedWithoutLoss(file: Int) throws {
        let (name, kind) = Self.files[file]
        for damage in Self.damages {
            let sandbox = try Sandbox(), other = try Sandbox()
            let laptop = try GroveBinary(sandbox: sandbox, device: "laptop")
            let desktop = try GroveBinary(sandbox: other, device: "desktop")
            try Data(Self.history.utf8).write(to: URL(fileURLWithPath: "\(sandbox.root)/history.json"))
            for grove in [laptop, desktop] {
                #expect(try grove.run(["import", "\(sandbox.root)/history.json"]).status == 0)
                #expect(try grove.run(["species", "unlock", "cherry"]).status == 0)
            }
            try FileManager.default.copyItem(atPath: "\(other.data)/devices/desktop", toPath: "\(sandbox.data)/devices/desktop")
            #expect(try laptop.run(["plant", "--detach", "--minutes", "50"]).status == 0)
            #expect(try laptop.run(["pause"]).status == 0)
            let before = try shared(laptop)
            let path = "\(sandbox.data)/\(name)"
            let original = try String(contentsOfFile: path, encoding: .utf8)
            let damaged = damage.apply(original, kind)
            #expect(damaged != original, "\(damage) changes \(name)")
            try Data(damaged.utf8).write(to: URL(fileURLWithPath: path))

            var commands = Self.commands
            if kind == .live { commands.append(["status"]) }
            for command in commands {
                let result = try laptop.run(command)
                #expect(result.status == 1, "\(command) with \(name) \(damage)")
                #expect(result.errors.contains(path), "\(command) with \(name) \(damage): \(result.errors)")
                #expect(try String(contentsOfFile: path, encoding: .utf8) == damaged, "\(command) changed \(name)")
            }
            let doctor = try laptop.run(["doctor"])
            #expect(doctor.status == 1 && doctor.output.contains(path), "doctor with \(name) \(damage): \(doctor.output)")
            #expect(try String(contentsOfFile: path, encoding: .utf8) == damaged)

            let aside = { try FileManager.default.contentsOfDirectory(atPath: (path as NSString).deletingLastPathComponent) }
            let movedAside = { try aside().contains { $0.hasPrefix((name as NSString).lastPathComponent + ".unreadable-") } }
            guard !damaged.contains(#""schema":\#(SchemaVersion.current + 1)"#) else {
                // Only the newer grove may change its files: doctor says so, and --repair leaves it be.
                #expect(doctor.output.contains("install the newer grove"), "\(doctor.output)")
                #expect(try laptop.run(["doctor", "--repair"]).status == 1, "repair of \(name) \(damage)")
                #expect(try String(contentsOfFile: path, encoding: .utf8) == damaged, "repair changed \(name)")
                #expect(try !movedAside())
                continue
            }
            #expect(try laptop.run(["doctor", "--repair"]).status == 0, "repair of \(name) \(damage)")
            #expect(try laptop.run(["doctor"]).status == 0)
            #expect(try shared(laptop) == before, "after repairing \(name) \(damage)")
            #expect(try movedAside())
        }
    }
}
