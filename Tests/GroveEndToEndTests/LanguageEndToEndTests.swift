import Foundation
import Testing

/// The language the environment or the config chooses, in the real binary, on a machine where no locale but C is installed.
@Suite("grove in the language chosen", .serialized)
struct LanguageEndToEndTests {
    static let week = ["forest", "--week", "--date", "2026-11-18"]

    @Test func langChoosesGermanWithNoLocaleInstalled() throws {
        let sandbox = try Sandbox()
        var grove = try GroveBinary(sandbox: sandbox)
        let english = try grove.run(Self.week)
        #expect(english.status == 0)
        #expect(english.output.contains("week of 2026-11-16"), "\(english.output)")

        grove.environment["LANG"] = "de_DE.UTF-8"
        let german = try grove.run(Self.week)
        #expect(german.status == 0)
        #expect(german.output.contains("Woche vom 16.11.2026"), "\(german.output)")
        #expect(try grove.run(["config"]).output.contains("Deutsch (de)"))

        grove.environment["LC_ALL"] = "C"
        #expect(try grove.run(Self.week).output.contains("week of 2026-11-16"))
    }

    @Test func theConfigChoosesBeforeTheEnvironment() throws {
        let sandbox = try Sandbox()
        try Data(#"{"language": "ja"}"#.utf8).write(to: URL(fileURLWithPath: "\(sandbox.config)/grove/config.json"))
        var grove = try GroveBinary(sandbox: sandbox)
        grove.environment["LANG"] = "de_DE.UTF-8"
        let japanese = try grove.run(Self.week)
        #expect(japanese.output.contains("2026/11/16からの週"), "\(japanese.output)")
    }

    @Test func whatAProgramReadsIsTheSameInEveryLanguage() throws {
        let sandbox = try Sandbox()
        var grove = try GroveBinary(sandbox: sandbox)
        #expect(try grove.run(["plant", "--minutes", "1", "--speed", "600", "--tag", "writing"]).status == 0)
        #expect(eventually(within: 60) { (try? grove.history().count) == 1 })
        let reads = [["forest", "--week", "--json"], ["history", "--json"], ["history", "--csv"], ["status", "--json"]]
        let english = try reads.map { try grove.run($0).output }
        for locale in ["de_DE.UTF-8", "ja_JP.UTF-8", "ru_RU.UTF-8"] {
            grove.environment["LANG"] = locale
            #expect(try reads.map { try grove.run($0).output } == english, "\(locale)")
        }
    }
}
