import PanelBase

/// A button that opens a list of actions: a tap shows the `Button`s of `content` in a card
/// by the menu's label, over everything on the screen; a tap on one runs its action and
/// closes the list, a tap anywhere else just closes it. A destructive button is red.
///
/// The label is drawn in the tint colour, as iOS draws a menu's label (and as a toolbar
/// draws its buttons).
public struct Menu<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    /// Where the open list hangs from: the label's frame on the screen (nil: closed).
    @State private var anchor: FixedRect?
    @GestureState private var isPressed = false
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.tint) private var tint

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    public var body: some View {
        let items = MenuItem.items(in: content)
        let anchor = $anchor
        let open = MenuOpenGesture()
            .updating($isPressed) { frame, pressed, _ in pressed = frame != nil }
            .onEnded { frame in if let frame { anchor.wrappedValue = frame } }
        return label
            .foregroundStyle(isEnabled ? tint ?? .accentColor : Color.gray)
            .contentShape(Rectangle())
            .opacity(isPressed ? 0.5 : 1)
            .gesture(open)
            .modifier(_ModalPresenterModifier(isPresented: self.anchor != nil, identity: nil, style: .menu, content: {
                AnyView(MenuCard(anchor: anchor.wrappedValue ?? FixedRect(x: 0, y: 0, width: 0, height: 0), items: items) {
                    anchor.wrappedValue = nil
                })
            }, onDismiss: nil))
    }
}

extension Menu where Label == Text {
    /// A menu labelled with the translation of `titleKey`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A menu labelled with `title` as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension Menu where Label == PanelUI.Label<Text, Image> {
    /// A menu labelled with `title` and the symbol `systemImage`.
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { PanelUI.Label(title, systemImage: systemImage) }
    }
}
