import PanelBase

/// `navigationTitle(_:)`: names the navigation page this view is on. The title is noted
/// while the body runs (the page's bar, evaluated after its content, reads it); a later
/// change redraws the bars.
struct NavigationTitleModifier: ViewModifier {
    let title: String
    @Environment(\.navigationContext) private var context

    func body(content: Content) -> some View {
        let context = self.context
        context?.model.titles[context!.page] = title
        return content.onChange(of: title) { _ in context?.titlesChanged() }
    }
}

extension View {
    /// The title of the navigation page showing this view, in its navigation bar (and on
    /// the back button of the page pushed above it).
    public func navigationTitle(_ title: String) -> some View {
        modifier(NavigationTitleModifier(title: title))
    }

    /// The title of the navigation page showing this view.
    public func navigationTitle(_ title: Text) -> some View {
        modifier(NavigationTitleModifier(title: title.content))
    }
}
