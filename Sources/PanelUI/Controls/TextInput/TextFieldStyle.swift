import PanelBase

/// How a text field looks: `.automatic` and `.plain` show the bare text,
/// `.roundedBorder` a rounded frame around it.
public protocol TextFieldStyle {
    /// Which of Panel's looks this is.
    var _kind: TextFieldStyleKind { get }
}

/// The looks Panel draws text fields with.
public enum TextFieldStyleKind: Hashable, Sendable {
    case plain, roundedBorder
}

public struct DefaultTextFieldStyle: TextFieldStyle {
    public init() {}
    public var _kind: TextFieldStyleKind { .plain }
}

public struct PlainTextFieldStyle: TextFieldStyle {
    public init() {}
    public var _kind: TextFieldStyleKind { .plain }
}

public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    public init() {}
    public var _kind: TextFieldStyleKind { .roundedBorder }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

private struct TextFieldStyleKindKey: EnvironmentKey { static let defaultValue = TextFieldStyleKind.plain }

extension EnvironmentValues {
    var textFieldStyleKind: TextFieldStyleKind {
        get { self[TextFieldStyleKindKey.self] }
        set { self[TextFieldStyleKindKey.self] = newValue }
    }
}

extension View {
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        environment(\.textFieldStyleKind, style._kind)
    }
}
