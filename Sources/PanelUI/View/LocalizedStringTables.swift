import Glibc

/// The string tables `Text("literal")` is translated with, one per language and table
/// name: Panel's stand-in for the `Localizable.strings` files of an app bundle.
///
/// ```swift
/// LocalizedStringTables.register(["Greenhouse": "温室", "Zone %lld": "%lld 区"], language: "zh-Hans")
/// LocalizedStringTables.register(["Greenhouse": "الدفيئة"], language: "ar")
/// ```
///
/// Register them at start, before the views are made: a `Text` made while no table is
/// registered is not looked up.
///
/// The language is the environment's (the SwiftUI module's `\.locale` sets it), else the
/// process's (`LC_ALL`, `LC_MESSAGES`, `LANG`). A language is looked up as given, then with
/// less of it ("zh-Hans-CN", "zh-Hans", "zh"); POSIX names are read as tags ("zh_CN.UTF-8"
/// is "zh-Hans-CN", "zh_TW" is "zh-Hant-TW"). A key no table has shows as it is written.
/// Placeholders in a translation (`%@`, `%lld`, `%.1f`...) are replaced, in order, by the
/// key's formatted values; `%1$@` picks a value by its position.
@MainActor
public enum LocalizedStringTables {
    /// The table `Text(_:tableName:)` uses when given none.
    public static let defaultTableName = "Localizable"

    private static var tables: [TableKey: [String: String]] = [:]
    /// Whether any table is registered: when none is, texts are not looked up at all.
    package private(set) static var isEmpty = true
    /// Every key some table translates: a text whose key no table has is shown as written
    /// in every language, and is not looked up (readings re-made at every update).
    private static var translatedKeys: Set<String> = []

    private struct TableKey: Hashable {
        var language: String
        var table: String
    }

    /// Adds `strings` (key to translation) to the table `tableName` of `language` (a BCP 47
    /// tag such as "zh-Hans" or "ar", or a POSIX name such as "de_DE").
    public static func register(_ strings: [String: String], language: String, tableName: String? = nil) {
        let key = TableKey(language: normalized(language), table: tableName ?? defaultTableName)
        tables[key, default: [:]].merge(strings) { _, new in new }
        translatedKeys.formUnion(strings.keys)
        isEmpty = false
    }

    /// Forgets every table.
    public static func removeAll() {
        tables.removeAll()
        translatedKeys.removeAll()
        isEmpty = true
    }

    /// Whether some registered table translates `key` (in any language).
    package static func translates(_ key: String) -> Bool { !isEmpty && translatedKeys.contains(key) }

    /// The translation of `key` for `language` (nil: the process's), its placeholders
    /// replaced by `arguments`; nil when no table of that language has the key.
    public static func translation(of key: String, arguments: [String] = [], language: String?,
                                   tableName: String? = nil) -> String? {
        guard !isEmpty, let language = language ?? processLanguage else { return nil }
        let table = tableName ?? defaultTableName
        var tag = normalized(language)
        while true {
            if let format = tables[TableKey(language: tag, table: table)]?[key] {
                return arguments.isEmpty && !format.contains("%") ? format : substitute(format, arguments)
            }
            guard let cut = tag.lastIndex(of: "-") else { return nil }
            tag = String(tag[..<cut])
        }
    }

    /// The process's language from `LC_ALL`, `LC_MESSAGES` or `LANG`; nil for "C" and "POSIX".
    public static var processLanguage: String? {
        // Read again only when a variable changed: glibc's setenv stores each new value at
        // a new address and never rewrites one in place, so the three addresses tell
        // (translated texts ask at every update).
        let variables = (getenv("LC_ALL"), getenv("LC_MESSAGES"), getenv("LANG"))
        if let cached = processLanguageCache, cached.variables == variables { return cached.language }
        var language: String?
        for value in [variables.0, variables.1, variables.2] {
            guard let value = value.map({ String(cString: $0) }), !value.isEmpty else { continue }
            if value != "C" && value != "POSIX" && !value.hasPrefix("C.") { language = value }
            break
        }
        processLanguageCache = (variables, language)
        return language
    }
    private static var processLanguageCache: (variables: (UnsafeMutablePointer<CChar>?, UnsafeMutablePointer<CChar>?,
                                                          UnsafeMutablePointer<CChar>?), language: String?)?

    /// A language as a lower-case BCP 47 tag: "zh_CN.UTF-8" → "zh-hans-cn", "zh_TW" →
    /// "zh-hant-tw", "ar_EG@latin" → "ar-eg".
    static func normalized(_ language: String) -> String {
        var tag = language.lowercased()
        if let cut = tag.firstIndex(where: { $0 == "." || $0 == "@" }) { tag = String(tag[..<cut]) }
        tag = String(tag.map { $0 == "_" ? "-" : $0 })
        let parts = tag.split(separator: "-").map(String.init)
        // Chinese by region: simplified in China and Singapore, traditional elsewhere.
        if parts.first == "zh", parts.count == 2, parts[1].count == 2 {
            return ["cn", "sg"].contains(parts[1]) ? "zh-hans-" + parts[1] : "zh-hant-" + parts[1]
        }
        return tag
    }

    /// `format` with each placeholder replaced by the next argument (or the one `%N$` names)
    /// and "%%" by "%". A placeholder with no argument left is kept as written.
    static func substitute(_ format: String, _ arguments: [String]) -> String {
        var result = ""
        var next = 0
        var characters = format.makeIterator()
        while let character = characters.next() {
            guard character == "%" else {
                result.append(character)
                continue
            }
            var specifier = "%"
            var conversion: Character?
            while let c = characters.next() {
                specifier.append(c)
                if c == "%" && specifier.count == 2 { conversion = c; break }
                if "@dDiuoxXfFeEgGaAcsp".contains(c) { conversion = c; break }
            }
            if conversion == "%" {
                result.append("%")
                continue
            }
            guard conversion != nil else {
                result += specifier
                continue
            }
            var index = next
            if let dollar = specifier.firstIndex(of: "$"), let position = Int(specifier[specifier.index(after: specifier.startIndex)..<dollar]) {
                index = position - 1
            } else {
                next += 1
            }
            result += index >= 0 && index < arguments.count ? arguments[index] : specifier
        }
        return result
    }
}

private struct LocalizationLanguageKey: EnvironmentKey {
    static var defaultValue: String? { nil }
}

extension EnvironmentValues {
    /// The language texts are translated into (nil: the process's). The SwiftUI module's
    /// `\.locale` sets it to the locale's identifier.
    package var localizationLanguage: String? {
        get { self[LocalizationLanguageKey.self] }
        set { self[LocalizationLanguageKey.self] = newValue }
    }
}

/// What a translated text is told by: its key, values and table (and the text shown
/// without a translation).
struct LocalizedTextIdentity: Hashable {
    var key: String
    var arguments: [String]
    var tableName: String?
    var text: String
}

extension TextResolver {
    /// A resolver showing `key`'s translation for the environment's language, or its text.
    @MainActor
    convenience init(localizing key: LocalizedStringKey, tableName: String?) {
        let identity = LocalizedTextIdentity(key: key.key, arguments: key.arguments, tableName: tableName, text: key.text)
        self.init(identity: identity) { environment in
            LocalizedStringTables.translation(of: identity.key, arguments: identity.arguments,
                                              language: environment.localizationLanguage,
                                              tableName: identity.tableName) ?? identity.text
        }
    }
}
