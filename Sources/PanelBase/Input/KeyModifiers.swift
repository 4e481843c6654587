/// The modifier keys held (or locked, for Caps Lock) when a key was pressed.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let shift = KeyModifiers(rawValue: 1 << 0)
    public static let control = KeyModifiers(rawValue: 1 << 1)
    /// Alt (Option on Apple's keyboards).
    public static let option = KeyModifiers(rawValue: 1 << 2)
    /// The logo key (Command on Apple's keyboards).
    public static let command = KeyModifiers(rawValue: 1 << 3)
    public static let capsLock = KeyModifiers(rawValue: 1 << 4)
    public static let numericPad = KeyModifiers(rawValue: 1 << 5)
}
