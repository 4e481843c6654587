import PanelBase

/// A settings page: controls in sections, drawn as iOS draws a form, which is an
/// inset-grouped `List` (rounded groups on the grouped background, headers in small grey
/// capitals, rows at least 44 points tall) that scrolls when it does not fit.
///
/// A form keeps the inset-grouped look whatever `.listStyle` is set around it.
public struct Form<Content: View>: View {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        let content = self.content
        return List { content }
            .environment(\.listAppearance, .insetGrouped)
    }
}
