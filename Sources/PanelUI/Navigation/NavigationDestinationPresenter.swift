import PanelBase

/// `navigationDestination(isPresented:)` and `navigationDestination(item:)`: while
/// presented, a page of the enclosing stack shows the destination above the others; the
/// back button or `dismiss()` on it writes the binding back (false, nil).
///
/// The modifier records its page in the stack's model while its body runs and asks the
/// stack to run again when the presentation starts, changes or ends. The destination's
/// view is taken then: later changes of the presenting view's state reach it through
/// bindings and observable models, as with any pushed view.
struct NavigationDestinationPresenter: ViewModifier {
    /// What is presented (nil: nothing).
    let identity: AnyHashable?
    let destination: @MainActor () -> AnyView
    let dismiss: @MainActor () -> Void
    @Environment(\.navigationContext) private var context
    @State private var key = NavigationModifierKey()

    func body(content: Content) -> some View {
        let id = ObjectIdentifier(key)
        let context = self.context
        if let context {
            if let identity {
                context.model.present(id, identity: identity, view: destination(), dismiss: dismiss)
            } else {
                context.model.withdraw(id)
            }
        }
        let presented = identity != nil
        return content
            .onChange(of: identity) { _ in context?.titlesChanged() }
            .onAppear { if presented { context?.titlesChanged() } }
            .onDisappear { if context?.model.withdraw(id) == true { context?.titlesChanged() } }
    }
}

extension View {
    /// Pushes `destination` on the enclosing `NavigationStack` while `isPresented` is
    /// true; popping it (the back button, `dismiss()`) sets `isPresented` to false.
    public func navigationDestination<V: View>(isPresented: Binding<Bool>,
                                               @ViewBuilder destination: @escaping () -> V) -> some View {
        modifier(NavigationDestinationPresenter(identity: isPresented.wrappedValue ? AnyHashable(true) : nil,
                                                destination: { AnyView(destination()) },
                                                dismiss: { isPresented.wrappedValue = false }))
    }

    /// Pushes the page `destination` makes from `item` while it is not nil (another item is
    /// another page); popping it sets `item` to nil.
    public func navigationDestination<D: Hashable, C: View>(item: Binding<D?>,
                                                            @ViewBuilder destination: @escaping (D) -> C) -> some View {
        let current = item.wrappedValue
        return modifier(NavigationDestinationPresenter(identity: current.map { AnyHashable($0) },
                                                       destination: { current.map { AnyView(destination($0)) } ?? AnyView(EmptyView()) },
                                                       dismiss: { item.wrappedValue = nil }))
    }
}
