import FoundationEssentials
import Glibc

// grove-bench's yardsticks, minimal Swift programs built the same way as grove:
// given a file, for `grove status`, it reads and decodes that small JSON file;
// given `countdown`, for the live game screen, it is a terminal countdown.

/// The small JSON file of `grove status`'s yardstick.
struct Small: Decodable {
    let schema: Int
    let name: String
    let seconds: Double
}

if CommandLine.arguments.dropFirst() == ["countdown"] { exit(Countdown.run()) }

guard CommandLine.arguments.count == 2,
      let data = FileManager.default.contents(atPath: CommandLine.arguments[1]),
      let decoded = try? JSONDecoder().decode(Small.self, from: data)
else { exit(1) }
print(decoded.name, decoded.seconds)
