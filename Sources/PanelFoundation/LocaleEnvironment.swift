import Foundation
import Panel

private struct LocaleKey: EnvironmentKey {
    /// The process's locale (from `LANG`, `LC_ALL`...), as SwiftUI takes the system's.
    static var defaultValue: Locale { Locale.current }
}

private struct TimeZoneKey: EnvironmentKey {
    static var defaultValue: TimeZone { TimeZone.current }
}

extension EnvironmentValues {
    /// The locale formatted text uses (numbers, dates and measurements) and the language
    /// `Text` is translated into (see `LocalizedStringTables`).
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set {
            self[LocaleKey.self] = newValue
            localizationLanguage = newValue.identifier
        }
    }

    /// The time zone dates are shown in.
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }
}
