import Foundation
import Panel

// The locale, time zone and calendar are Foundation's types. Using them links Foundation's
// international data into a static program (docs/app.md): these accessors are emitted
// into the program that uses them (`@_alwaysEmitIntoClient`), so a program that never
// reads them pays nothing. They are kept under keys that do not name the types.

private struct LocaleKey: EnvironmentKey {
    static var defaultValue: (any Sendable)? { nil }
}

private struct TimeZoneKey: EnvironmentKey {
    static var defaultValue: (any Sendable)? { nil }
}

private struct CalendarKey: EnvironmentKey {
    static var defaultValue: (any Sendable)? { nil }
}

private struct TextReferenceDateKey: EnvironmentKey {
    static var defaultValue: Date? { nil }
}

extension EnvironmentValues {
    /// The locale formatted text uses (numbers, dates and measurements) and the language
    /// `Text` is translated into (see `LocalizedStringTables`); by default the process's
    /// (`LANG`, `LC_ALL`).
    @_alwaysEmitIntoClient
    public var locale: Locale {
        get { _locale as? Locale ?? Locale.current }
        set {
            _locale = newValue
            _localizationLanguage = newValue.identifier
        }
    }

    /// The time zone dates are shown in; by default the system's (`TZ`).
    @_alwaysEmitIntoClient
    public var timeZone: TimeZone {
        get { _timeZone as? TimeZone ?? TimeZone.current }
        set { _timeZone = newValue }
    }

    /// The calendar dates are shown in; by default the locale's.
    @_alwaysEmitIntoClient
    public var calendar: Calendar {
        get { _calendar as? Calendar ?? Calendar.current }
        set { _calendar = newValue }
    }

    /// Where `locale` is kept (nil: the process's).
    public var _locale: (any Sendable)? {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// The language `Text` is translated into, which setting `locale` sets.
    public var _localizationLanguage: String? {
        get { localizationLanguage }
        set { localizationLanguage = newValue }
    }

    /// Where `timeZone` is kept (nil: the system's).
    public var _timeZone: (any Sendable)? {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }

    /// Where `calendar` is kept (nil: the locale's).
    public var _calendar: (any Sendable)? {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }

    /// "Now" for relative, offset and timer texts, fixed (tests); nil: the host's clock.
    public var _textReferenceDate: Date? {
        get { self[TextReferenceDateKey.self] }
        set { self[TextReferenceDateKey.self] = newValue }
    }
}
