import PanelBase

/// A page of a `NavigationStack`: its content under a navigation bar, with the
/// environment that lets the content push, name the page and dismiss it.
struct NavigationPage: View {
    let content: AnyView
    /// The serial of the page below (nil for the root): its title labels the back button.
    let previous: Int?
    let pop: @MainActor () -> Void
    let context: NavigationContext
    /// What the stack itself is presented in (a sheet): the root's dismiss closes it.
    @Environment(\.dismiss) private var outerDismiss

    var body: some View {
        let dismiss = previous == nil ? outerDismiss : DismissAction(action: pop)
        // The page's views may hide the bar (`.toolbar(.hidden, for: .navigationBar)`):
        // written while the content runs, read here, so the page runs again in the same update.
        let barHidden = context.model.barItems(for: context.page).barHidden
        let page = content
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .padding(.top, barHidden ? 0 : NavigationBar.height)
            .environment(\.navigationContext, context)
            .environment(\.dismiss, dismiss)
        // The content comes first so that its `navigationTitle` is known when the bar,
        // evaluated after it, reads the titles.
        return ZStack(alignment: .top) {
            page
            if !barHidden {
                NavigationBar(context: context, previous: previous, pop: pop)
            }
        }
        .background(Color.background)
    }
}
