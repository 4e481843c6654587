import PanelBase

/// Views grouped in a rounded box on the secondary background, under an optional title
/// in the headline font, as iOS draws a group box.
public struct GroupBox<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    @Environment(\.colorScheme) private var colorScheme

    /// `content` in a box under `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            if Label.self != EmptyView.self {
                label.font(.headline)
            }
            content
        }
        .padding(16)
        .background(
            RoundedRectangle(cornerRadius: 8)
                .fill(GroupBox<EmptyView, EmptyView>.boxColor(colorScheme))
        )
    }

    /// iOS's secondary system background: light grey, dark grey in the dark scheme.
    static func boxColor(_ scheme: ColorScheme) -> Color {
        scheme == .dark ? Color(red: 0.11, green: 0.11, blue: 0.118) : Color(red: 0.949, green: 0.949, blue: 0.969)
    }
}

extension GroupBox where Label == EmptyView {
    /// `content` in a box without a title.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, label: { EmptyView() })
    }
}

extension GroupBox where Label == Text {
    /// `content` in a box under the title `titleKey`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }

    /// `content` in a box under `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}
