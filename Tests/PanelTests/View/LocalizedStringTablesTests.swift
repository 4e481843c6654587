import Glibc
import Testing
@testable import PanelBase
@testable import PanelUI

@MainActor
@Suite(.serialized) struct LocalizedStringTablesTests {
    @Test func interpolatedKeysHavePlaceholders() {
        let count = 3
        let key: LocalizedStringKey = "Tapped \(count) × at \(21.5, specifier: "%.1f") °C in \("zone 2") 100%"
        #expect(key.key == "Tapped %lld × at %.1f °C in %@ 100%%")
        #expect(key.arguments == ["3", "21.5", "zone 2"])
        #expect(key.text == "Tapped 3 × at 21.5 °C in zone 2 100%")
        let plain: LocalizedStringKey = "100% sure"
        #expect(plain.key == "100% sure")
    }

    @Test func placeholdersAreReplacedInOrderOrByPosition() {
        #expect(LocalizedStringTables.substitute("已点击 %lld 次", ["3"]) == "已点击 3 次")
        #expect(LocalizedStringTables.substitute("%2$@ · %1$@ 100%%", ["a", "b"]) == "b · a 100%")
        #expect(LocalizedStringTables.substitute("%@ %@", ["only"]) == "only %@")
    }

    /// The process's language is kept between texts but follows a changed variable.
    @Test(.enabled(if: getenv("LC_ALL") == nil, "LC_ALL overrides LC_MESSAGES"))
    func theProcessLanguageFollowsItsVariable() {
        let saved = getenv("LC_MESSAGES").map { String(cString: $0) }
        defer { if let saved { setenv("LC_MESSAGES", saved, 1) } else { unsetenv("LC_MESSAGES") } }
        setenv("LC_MESSAGES", "de_DE.UTF-8", 1)
        #expect(LocalizedStringTables.processLanguage == "de_DE.UTF-8")
        #expect(LocalizedStringTables.processLanguage == "de_DE.UTF-8")
        setenv("LC_MESSAGES", "fr_FR", 1)
        #expect(LocalizedStringTables.processLanguage == "fr_FR")
        setenv("LC_MESSAGES", "C", 1)
        #expect(LocalizedStringTables.processLanguage == nil)
        setenv("LC_MESSAGES", "de_DE.UTF-8", 1)
        #expect(LocalizedStringTables.processLanguage == "de_DE.UTF-8")
    }

    @Test func languagesAreTags() {
        #expect(LocalizedStringTables.normalized("zh_CN.UTF-8") == "zh-hans-cn")
        #expect(LocalizedStringTables.normalized("zh_TW") == "zh-hant-tw")
        #expect(LocalizedStringTables.normalized("ar_EG.UTF-8@latin") == "ar-eg")
        #expect(LocalizedStringTables.normalized("zh-Hans") == "zh-hans")
    }

    @Test func lookupFallsBackToShorterTags() {
        LocalizedStringTables.register(["Zone %lld": "%lld 区", "Greenhouse": "温室"], language: "zh-Hans", tableName: "TablesTest")
        LocalizedStringTables.register(["Greenhouse": "الدفيئة"], language: "ar", tableName: "TablesTest")
        #expect(LocalizedStringTables.translation(of: "Greenhouse", language: "zh_CN.UTF-8", tableName: "TablesTest") == "温室")
        #expect(LocalizedStringTables.translation(of: "Zone %lld", arguments: ["4"], language: "zh-Hans-SG", tableName: "TablesTest") == "4 区")
        #expect(LocalizedStringTables.translation(of: "Greenhouse", language: "ar_EG", tableName: "TablesTest") == "الدفيئة")
        #expect(LocalizedStringTables.translation(of: "Greenhouse", language: "zh_TW", tableName: "TablesTest") == nil)
        #expect(LocalizedStringTables.translation(of: "Greenhouse", language: "de", tableName: "TablesTest") == nil)
        #expect(LocalizedStringTables.translation(of: "Greenhouse", language: "ar", tableName: "Other") == nil)
    }

    @Test func textShowsTheTranslationOfItsLanguage() {
        LocalizedStringTables.register(["Pump %lld": "مضخة %lld"], language: "ar", tableName: "TextTest")
        let number = 2
        let text = Text("Pump \(number)", tableName: "TextTest")
        var environment = EnvironmentValues()
        environment.localizationLanguage = "ar"
        #expect(text.string(in: environment) == "مضخة 2")
        environment.localizationLanguage = "en"
        #expect(text.string(in: environment) == "Pump 2")
        #expect(Text(verbatim: "Pump %lld").string(in: environment) == "Pump %lld")
    }

    /// A key no table translates is shown as written and never looked up; one a table
    /// translates in any language is looked up in each.
    @Test func onlyKeysSomeTableHasAreLookedUp() {
        LocalizedStringTables.register(["Valve %lld": "Ventil %lld"], language: "de", tableName: "KeysTest")
        let number = 3
        let untranslated = Text("Flow \(number)", tableName: "KeysTest")
        #expect(untranslated.resolver == nil)
        #expect(untranslated.content == "Flow 3")
        let translated = Text("Valve \(number)", tableName: "KeysTest")
        #expect(translated.resolver != nil)
        var environment = EnvironmentValues()
        environment.localizationLanguage = "de"
        #expect(translated.string(in: environment) == "Ventil 3")
        #expect(untranslated.string(in: environment) == "Flow 3")
        environment.localizationLanguage = "fr"
        #expect(translated.string(in: environment) == "Valve 3")
    }
}
