import PanelBase

/// A button among a row's swipe actions, read without knowing its types, so the row can
/// close after its action runs and a full swipe can run it.
@MainActor
protocol SwipeActionButton {
    var swipeRole: ButtonRole? { get }
    func performSwipeAction()
    /// The same button (with its modifiers) that also runs `after` once its action has run.
    func swipeButton(after: @escaping @MainActor () -> Void) -> AnyView
}

extension Button: SwipeActionButton {
    var swipeRole: ButtonRole? { role }
    func performSwipeAction() { action() }
    func swipeButton(after: @escaping @MainActor () -> Void) -> AnyView {
        let action = self.action
        return AnyView(Button<Label>(role: role, action: { action(); after() }, label: { label }))
    }
}

extension ModifiedContent: SwipeActionButton where Content: SwipeActionButton, Modifier: ViewModifier {
    var swipeRole: ButtonRole? { content.swipeRole }
    func performSwipeAction() { content.performSwipeAction() }
    func swipeButton(after: @escaping @MainActor () -> Void) -> AnyView {
        AnyView(content.swipeButton(after: after).modifier(modifier))
    }
}

/// A swipe action's look: its label in white on a square of its colour (red for a
/// destructive button, the tint if set, grey otherwise) across the row's height; a
/// `Label` shows its icon above its title.
struct SwipeActionButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        SwipeActionButtonBody(label: configuration.label, role: configuration.role, isPressed: configuration.isPressed)
    }
}

private struct SwipeActionButtonBody<Label: View>: View {
    let label: Label
    let role: ButtonRole?
    let isPressed: Bool
    @Environment(\.tint) private var tint

    var body: some View {
        let colour = role == .destructive ? Color.red : (tint ?? Color.gray)
        return label
            .labelStyle(SwipeActionLabelStyle())
            .font(.subheadline)
            .foregroundStyle(Color.white)
            .lineLimit(1)
            .padding(.horizontal, 8)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(colour)
            .opacity(isPressed ? 0.7 : 1)
            .contentShape(Rectangle())
    }
}

/// The icon above the title, small, as a swipe button shows a `Label`.
private struct SwipeActionLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 2) {
            configuration.icon.font(.system(size: 20))
            configuration.title
        }
    }
}
