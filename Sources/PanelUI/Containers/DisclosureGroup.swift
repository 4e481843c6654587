import PanelBase

/// A header that shows or hides its content when tapped: the label leading and a
/// chevron trailing that points right while closed and down while open, the content
/// below the header while open. A tap opens or closes it with the default animation; a
/// change of `isExpanded` made in `withAnimation` animates too.
///
/// Panel draws no rotated views: the chevron turns by cross-fading from right to down.
public struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let isExpanded: Binding<Bool>?
    /// Whether it is open, when no binding is given.
    @State private var ownExpanded = false

    /// A group closed at first that keeps whether it is open itself.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        isExpanded = nil
    }

    /// A group open while `isExpanded` is true; tapping its header toggles it.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        self.isExpanded = isExpanded
    }

    public var body: some View {
        let binding = isExpanded ?? $ownExpanded
        let open = binding.wrappedValue
        return VStack(alignment: .leading, spacing: 0) {
            Button {
                withAnimation { binding.wrappedValue.toggle() }
            } label: {
                HStack(spacing: 8) {
                    label
                    Spacer(minLength: 0)
                    DisclosureChevron(isOpen: open)
                }
                .frame(minHeight: 44)
                .contentShape(Rectangle())
            }
            .buttonStyle(.plain)
            if open {
                VStack(alignment: .leading, spacing: 0) { content }
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .padding(.leading, 16)
                    .padding(.bottom, 8)
            }
        }
    }
}

extension DisclosureGroup where Label == Text {
    /// A group under the title `titleKey` that keeps whether it is open itself.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }

    /// A group under `title` that keeps whether it is open itself.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }

    /// A group under the title `titleKey`, open while `isExpanded` is true.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content, label: { Text(titleKey) })
    }

    /// A group under `title`, open while `isExpanded` is true.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content, label: { Text(title) })
    }
}

/// A disclosure group's chevron in the accent colour: right while closed, down while open,
/// one fading into the other.
struct DisclosureChevron: View {
    let isOpen: Bool
    @Environment(\.tint) private var tint

    var body: some View {
        ZStack {
            Image(systemName: "chevron.right").opacity(isOpen ? 0 : 1)
            Image(systemName: "chevron.down").opacity(isOpen ? 1 : 0)
        }
        .font(.system(size: 17, weight: .semibold))
        .foregroundStyle(tint ?? Color.accentColor)
    }
}
