/// What focus lets a person do with a focusable view.
public struct FocusInteractions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Pressing Return or Space (or a dial's button) activates it, as a tap would.
    public static let activate = FocusInteractions(rawValue: 1 << 0)
    /// It takes typed keys (a text field).
    public static let edit = FocusInteractions(rawValue: 1 << 1)
    public static let automatic: FocusInteractions = [.activate, .edit]
}
