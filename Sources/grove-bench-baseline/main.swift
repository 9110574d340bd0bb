import FoundationEssentials
import Glibc

// grove-bench's yardsticks, minimal Swift programs built like grove: given a file, it decodes what a `grove status` line
// needs from a live file; given `countdown`, it is a terminal countdown for the live screen.

/// The part of a grove live file (`devices/<device>/live.json`) a status line shows.
struct LiveFile: Decodable {
    struct Live: Decodable {
        let session: Session?
    }

    struct Session: Decodable {
        let tag: String
        let species: String
        let endsAt: Double?
    }

    let schema: Int
    let live: Live
}

if CommandLine.arguments.dropFirst() == ["countdown"] { exit(Countdown.run()) }

guard CommandLine.arguments.count == 2,
      let data = FileManager.default.contents(atPath: CommandLine.arguments[1]),
      let decoded = try? JSONDecoder().decode(LiveFile.self, from: data)
else { exit(1) }
print(decoded.live.session.map { "\($0.species) \($0.tag) \($0.endsAt ?? 0)" } ?? "no tree growing")
