import PanelBase

/// A key for a value in `EnvironmentValues`, with the value used where no ancestor set one.
@MainActor @preconcurrency
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
}
