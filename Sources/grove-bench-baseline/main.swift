import FoundationEssentials
import Glibc

/// The yardstick for `grove status`: a minimal Swift program that reads and
/// decodes one small JSON file, built the same way as grove.
struct Small: Decodable {
    let schema: Int
    let name: String
    let seconds: Double
}

guard CommandLine.arguments.count == 2,
      let data = FileManager.default.contents(atPath: CommandLine.arguments[1]),
      let decoded = try? JSONDecoder().decode(Small.self, from: data)
else { exit(1) }
print(decoded.name, decoded.seconds)
