import PanelBase

/// A control that runs an action when tapped. Its look and its touch handling come from
/// the nearest `.buttonStyle` (a `ButtonStyle` or a `PrimitiveButtonStyle`).
public struct Button<Label: View>: View, ControlDescribing {
    package let label: Label
    package let action: @MainActor () -> Void
    /// What the button does, for alerts and dialogs (nil: an ordinary button).
    package let role: ButtonRole?
    @Environment(\.resolvedButtonStyle) private var style

    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.action = action
        self.role = role
    }

    public var body: some View {
        style.makeButton(label: AnyView(label), role: role, action: action)
    }

    var controlKind: InteractiveElement.Kind { .button }
}

/// A list draws a row that is a button as iOS does (`ListRowButtonStyle`).
extension Button: ListRowButton {}

extension Button where Label == Text {
    /// A button labelled with the translation of `titleKey` (see `LocalizedStringTables`).
    public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    /// A button labelled with the translation of `titleKey`, with a role.
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }

    /// A button labelled with `title`, as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(title) }
    }

    /// A button labelled with `title` as it is, with a role.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

/// A button with a `ButtonStyle`: Panel tracks the press; the style draws it.
struct PressableButton<Style: ButtonStyle>: View {
    let style: Style
    let label: AnyView
    var role: ButtonRole?
    let action: @MainActor () -> Void
    @GestureState private var isPressed = false

    var body: some View {
        style.makeBody(configuration: ButtonStyleConfiguration(label: .init(content: label), isPressed: isPressed, role: role))
            .gesture(ButtonGesture().updating($isPressed) { inside, pressed, _ in pressed = inside }
                .onEnded { _ in action() })
    }
}

/// A button's touch: pressed while the touch stays inside the button; succeeds when it
/// lifts inside. Its value is whether the touch is inside.
struct ButtonGesture: Gesture, RecognizerMaking {
    typealias Value = Bool
    func makeRecognizer() -> GestureRecognizer { ButtonRecognizer() }
}

final class ButtonRecognizer: GestureRecognizer {
    override func began(_ touch: TouchSample) { change(true) }
    override func moved(_ touch: TouchSample) { change(touch.bounds.contains(touch.location)) }
    override func ended(_ touch: TouchSample) {
        if touch.bounds.contains(touch.location) { succeed(true) } else { fail() }
    }
}

extension Button where Label == PanelUI.Label<Text, Image> {
    /// A button labelled with `title` and the symbol `systemImage` (the icon alone in a
    /// toolbar, the title and icon in a menu).
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { PanelUI.Label(title, systemImage: systemImage) }
    }

    /// The same, with a role.
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { PanelUI.Label(title, systemImage: systemImage) }
    }
}

/// The button style in the environment: one kind or the other, the nearest winning.
struct ResolvedButtonStyle {
    let makeButton: @MainActor (AnyView, ButtonRole?, @escaping @MainActor () -> Void) -> AnyView

    @MainActor
    static func standard<S: ButtonStyle>(_ style: S) -> ResolvedButtonStyle {
        ResolvedButtonStyle { label, role, action in AnyView(PressableButton(style: style, label: label, role: role, action: action)) }
    }

    @MainActor
    static func primitive<S: PrimitiveButtonStyle>(_ style: S) -> ResolvedButtonStyle {
        ResolvedButtonStyle { label, _, action in
            AnyView(style.makeBody(configuration: PrimitiveButtonStyleConfiguration(label: .init(content: label), action: action)))
        }
    }

    @MainActor
    func makeButton(label: AnyView, role: ButtonRole? = nil, action: @escaping @MainActor () -> Void) -> AnyView {
        makeButton(label, role, action)
    }
}

private struct ButtonStyleKey: EnvironmentKey {
    static var defaultValue: ResolvedButtonStyle { .standard(DefaultButtonStyle()) }
}

extension EnvironmentValues {
    var resolvedButtonStyle: ResolvedButtonStyle {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
}
