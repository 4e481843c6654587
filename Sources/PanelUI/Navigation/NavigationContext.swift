import PanelBase

/// What a page inside a `NavigationStack` can ask of it: links push through it,
/// `navigationDestination` registers through it, `navigationTitle` names its page.
@MainActor
final class NavigationContext {
    let model: NavigationModel
    /// The serial of the page this context belongs to.
    let page: Int
    let push: (NavigationModel.Push) -> Void
    /// Redraws the bars after a title changed.
    let titlesChanged: () -> Void

    init(model: NavigationModel, page: Int, push: @escaping (NavigationModel.Push) -> Void,
         titlesChanged: @escaping () -> Void) {
        self.model = model
        self.page = page
        self.push = push
        self.titlesChanged = titlesChanged
    }
}

private struct NavigationContextKey: EnvironmentKey {
    static var defaultValue: NavigationContext? { nil }
}

extension EnvironmentValues {
    /// The navigation stack page this view is on (nil outside a stack).
    var navigationContext: NavigationContext? {
        get { self[NavigationContextKey.self] }
        set { self[NavigationContextKey.self] = newValue }
    }
}
