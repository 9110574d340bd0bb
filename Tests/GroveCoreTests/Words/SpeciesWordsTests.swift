import GroveCore
import GroveTestSupport
import GroveWords
import Testing

/// Species and achievements as people read them: translated names over ids that stay the same in every language.
@Suite("species and achievements in words")
struct SpeciesWordsTests {
    @Test func inEnglishASpeciesIsCalledByItsIdWithItsArticle() {
        for species in Species.catalog {
            #expect(species.displayName == species.name)
            #expect(species.oneTree == ("aeiou".contains(species.name.first!) ? "an " : "a ") + species.name)
            #expect(Species.displayName(of: species.name) == species.displayName)
        }
    }

    @Test func anIdThisGroveDoesNotKnowIsShownAsItIsAndSafely() {
        #expect(Species.displayName(of: "elm") == "elm")
        #expect(Species.oneTree(of: "elm") == "an unknown tree (elm)")
        #expect(!Species.displayName(of: "elm\u{1B}[2J").contains("\u{1B}"))
    }

    @Test func eachSpeciesAndAchievementHasItsOwnWords() {
        #expect(Set(Species.catalog.map(\.displayName)).count == Species.catalog.count)
        #expect(Set(Achievement.catalog.map(\.title)).count == Achievement.catalog.count)
        #expect(Set(Achievement.catalog.map(\.detail)).count == Achievement.catalog.count)
        #expect(Achievement.named("ten-trees")?.title == "Grove")
        #expect(Achievement.named("ten-trees")?.detail == "grow 10 trees")
    }

    @Test func whatUnlocksASpeciesIsSaidInFewOrMoreWords() throws {
        let birch = try #require(Species.named("birch"))
        #expect(birch.unlock.shortSummary == "achievement Grove")
        #expect(birch.unlock.summary == "achievement Grove: grow 10 trees")
        #expect(Species.named("maple")?.unlock.summary == "1200 coins")
        #expect(Species.named("oak")?.unlock.summary == "free")
    }

    @Test func inThePseudoLanguageNoNameIsLeftInBareEnglish() {
        Words.$language.withValue(.pseudo) {
            let texts = Species.catalog.flatMap { [$0.displayName, $0.oneTree, $0.unlock.summary, $0.unlock.shortSummary] }
                + Achievement.catalog.flatMap { [$0.title, $0.detail] } + [Species.oneTree(of: "elm")]
            for text in texts {
                #expect(BareEnglish.runs(in: text, keeping: ["elm"]).isEmpty, "\(text)")
            }
        }
    }
}
