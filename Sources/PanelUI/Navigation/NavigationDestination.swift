import PanelBase

/// `navigationDestination(for:destination:)`: tells the enclosing stack how to show
/// pushed values of one type. It registers while its body runs, before the pages above
/// it are evaluated (they come later in the stack's drawing order).
struct NavigationDestinationModifier<D: Hashable, Destination: View>: ViewModifier {
    let destination: (D) -> Destination
    @Environment(\.navigationContext) private var context

    func body(content: Content) -> some View {
        let destination = self.destination
        context?.model.register(D.self) { AnyView(destination($0)) }
        return content
    }
}

extension View {
    /// Shows the values of type `data` pushed on the enclosing `NavigationStack`'s path
    /// with `destination`.
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type,
                                                            @ViewBuilder destination: @escaping (D) -> C) -> some View {
        modifier(NavigationDestinationModifier(destination: destination))
    }
}
