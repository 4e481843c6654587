import PanelBase

/// A button that pushes a page on the enclosing `NavigationStack`: a view of its own
/// (`destination`), or a value shown by the stack's `navigationDestination(for:)` for its
/// type. Outside a stack it does nothing.
public struct NavigationLink<Label: View, Destination: View>: View {
    private let label: Label
    private let push: NavigationModel.Push?
    @Environment(\.navigationContext) private var context
    @Environment(\.isListRow) private var isListRow

    /// A link that pushes `destination`.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        push = .view(AnyView(destination()))
    }

    /// A link that pushes `destination` (SwiftUI's older spelling).
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        push = .view(AnyView(destination))
    }

    @ViewBuilder public var body: some View {
        let context = self.context, push = self.push
        if isListRow {
            // In a list, a link is the whole row: its label in the text colour, a chevron
            // at the trailing edge, as on iOS.
            Button(action: { if let push { context?.push(push) } }) {
                HStack {
                    label.foregroundStyle(Color.primary)
                    Spacer(minLength: 8)
                    Image(systemName: "chevron.right")
                        .font(.body.weight(.semibold))
                        .foregroundStyle(Color.secondary)
                }
                .frame(minHeight: ListMetrics.rowMinHeight)
                .contentShape(Rectangle())
            }
            .buttonStyle(.plain)
            .disabled(push == nil)
        } else {
            Button(action: { if let push { context?.push(push) } }) { label }
                .disabled(push == nil)
        }
    }
}

extension NavigationLink where Label == Text {
    /// A link titled `title` that pushes `destination`.
    public init(_ title: String, destination: Destination) {
        self.init(destination: destination) { Text(title) }
    }

    /// A link titled `title` that pushes `destination`.
    public init(_ title: String, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination()) { Text(title) }
    }

    /// A link titled `title` that pushes `value`.
    public init<P: Hashable>(_ title: String, value: P?) where Destination == Never {
        self.init(value: value) { Text(title) }
    }
}

extension NavigationLink where Destination == Never {
    /// A link that pushes `value` on the stack's path; the stack shows it with the
    /// `navigationDestination(for:)` registered for its type. A nil value disables it.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
        push = value.map { .value(AnyHashable($0)) }
    }
}
