import GroveWords
import Testing

/// Which language grove speaks, from the config and the environment, with no locale installed.
@Suite("choosing the language")
struct LanguageChoiceTests {
    @Test(arguments: [
        ("de_DE.UTF-8", Language.de), ("de_AT", .de), ("fr_CA.UTF-8@euro", .fr), ("es", .es), ("pt_BR.UTF-8", .ptBR),
        ("pt_PT", .ptBR), ("ru_RU.UTF-8", .ru), ("ja_JP.UTF-8", .ja), ("ko_KR.eucKR", .ko), ("zh_CN.UTF-8", .zhCN),
        ("zh_SG", .zhCN), ("zh", .zhCN), ("zh_TW.UTF-8", .zhTW), ("zh_HK", .zhTW), ("zh-Hant", .zhTW), ("en_US.UTF-8", .en),
        ("pt-BR", .ptBR), ("pseudo", .pseudo),
    ])
    func aLocaleNameChoosesItsLanguage(locale: String, language: Language) {
        #expect(Language(locale: locale) == language)
    }

    @Test(arguments: ["C", "POSIX", "C.UTF-8", "xx_YY", "", "nl_NL.UTF-8"])
    func aLocaleGroveHasNoCatalogForChoosesNone(locale: String) {
        #expect(Language(locale: locale) == nil)
    }

    @Test func theConfigComesFirst() {
        let choice = LanguageChoice.resolve(configured: .ja, environment: ["LANGUAGE": "de", "LANG": "fr_FR.UTF-8"])
        #expect(choice == LanguageChoice(language: .ja, source: .config))
    }

    @Test func languageIsAListAndItsFirstKnownLanguageChooses() {
        let choice = LanguageChoice.resolve(configured: nil, environment: ["LANGUAGE": "nl:sv:fr:de", "LANG": "ru_RU.UTF-8"])
        #expect(choice == LanguageChoice(language: .fr, source: .environment("LANGUAGE")))
    }

    @Test func languageWithNothingKnownLeavesItToTheLocale() {
        let choice = LanguageChoice.resolve(configured: nil, environment: ["LANGUAGE": "nl:sv", "LANG": "ru_RU.UTF-8"])
        #expect(choice == LanguageChoice(language: .ru, source: .environment("LANG")))
    }

    @Test func theFirstLocaleVariableSetDecidesEvenWhenItIsC() {
        #expect(LanguageChoice.resolve(configured: nil, environment: ["LC_ALL": "C", "LANG": "de_DE.UTF-8"])
            == LanguageChoice(language: .en, source: .environment("LC_ALL")))
        #expect(LanguageChoice.resolve(configured: nil, environment: ["LC_ALL": "", "LC_MESSAGES": "ko_KR.UTF-8", "LANG": "de_DE"])
            == LanguageChoice(language: .ko, source: .environment("LC_MESSAGES")))
        #expect(LanguageChoice.resolve(configured: nil, environment: ["LANG": "de_DE.UTF-8"])
            == LanguageChoice(language: .de, source: .environment("LANG")))
    }

    @Test func nothingSetIsEnglish() {
        #expect(LanguageChoice.resolve(configured: nil, environment: [:]) == LanguageChoice(language: .en, source: .none))
    }
}
