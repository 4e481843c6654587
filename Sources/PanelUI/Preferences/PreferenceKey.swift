import PanelBase

/// A value that flows up the view tree, from the views that set it (`.preference`) to the
/// views above that read it (`.onPreferenceChange`, `.overlayPreferenceValue`). Where
/// several views below set it, `reduce` combines their values in tree order.
public protocol PreferenceKey {
    associatedtype Value
    /// What a reader sees when nothing below it sets the key.
    static var defaultValue: Value { get }
    /// Combines the value accumulated so far with the next sibling's (in tree order).
    static func reduce(value: inout Value, nextValue: () -> Value)
}
