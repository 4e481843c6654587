import PanelBase

/// A label and the value it names, as a settings row shows them: the label leading, the
/// value trailing in the secondary colour. In a `List` or `Form` it fills its row; alone
/// it is a row as wide as it is offered.
public struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    /// `content` named by `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    public var body: some View {
        // The value takes what it needs (up to half the row) first; the label has the rest.
        HStack(spacing: 8) {
            label.frame(maxWidth: .infinity, alignment: .leading)
            content
                .foregroundStyle(Color.secondary)
                .multilineTextAlignment(.trailing)
        }
    }
}

extension LabeledContent where Label == Text {
    /// `content` named by the title `titleKey`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }

    /// `content` named by `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// The text `value` named by the title `titleKey`.
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(content: { Text(value) }, label: { Text(titleKey) })
    }

    /// The text `value` named by `title`.
    @_disfavoredOverload
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }
}
