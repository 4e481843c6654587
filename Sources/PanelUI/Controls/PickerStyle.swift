import PanelBase

/// How a `Picker` shows its options: `.menu` (the default, `.automatic`), `.segmented`,
/// `.wheel` or `.inline`. Panel's styles are its built-in ones only.
@MainActor @preconcurrency
public protocol PickerStyle {
    /// The built-in look this style stands for.
    var _kind: _PickerStyleKind { get }
}

/// The built-in picker looks.
public enum _PickerStyleKind: Sendable {
    case menu, segmented, wheel, inline
}

private struct PickerStyleKey: EnvironmentKey {
    static var defaultValue: _PickerStyleKind { .menu }
}

extension EnvironmentValues {
    var pickerStyle: _PickerStyleKind {
        get { self[PickerStyleKey.self] }
        set { self[PickerStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of pickers in this view.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        environment(\.pickerStyle, style._kind)
    }
}

/// The default picker style: a menu, as SwiftUI's is outside forms and toolbars.
public struct DefaultPickerStyle: PickerStyle {
    public init() {}
    public var _kind: _PickerStyleKind { .menu }
}

/// A button showing the current option; a tap opens the list of options below it.
public struct MenuPickerStyle: PickerStyle {
    public init() {}
    public var _kind: _PickerStyleKind { .menu }
}

/// The options side by side in one bar, the selected one on a sliding thumb.
public struct SegmentedPickerStyle: PickerStyle {
    public init() {}
    public var _kind: _PickerStyleKind { .segmented }
}

/// A column of options that scrolls under a fixed middle row, the selection.
public struct WheelPickerStyle: PickerStyle {
    public init() {}
    public var _kind: _PickerStyleKind { .wheel }
}

/// Every option as a row, the selected one checked.
public struct InlinePickerStyle: PickerStyle {
    public init() {}
    public var _kind: _PickerStyleKind { .inline }
}

extension PickerStyle where Self == DefaultPickerStyle {
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}
extension PickerStyle where Self == MenuPickerStyle {
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}
extension PickerStyle where Self == SegmentedPickerStyle {
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}
extension PickerStyle where Self == WheelPickerStyle {
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}
extension PickerStyle where Self == InlinePickerStyle {
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}
