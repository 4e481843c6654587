import PanelBase

extension View {
    /// Presents `content` on a page sliding up from the bottom while `isPresented` is true,
    /// leaving a strip of dimmed screen at the top. `@Environment(\.dismiss)` inside it
    /// sets `isPresented` to false; `onDismiss` runs after the sheet is dismissed.
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                     @ViewBuilder content: @escaping () -> Content) -> some View {
        presentedPage(isPresented: isPresented, style: .sheet, onDismiss: onDismiss, content: content)
    }

    /// Presents a sheet for `item` while it is not nil, made from it; a different item
    /// is a new sheet. `dismiss()` inside sets `item` to nil.
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                         @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        presentedPage(item: item, style: .sheet, onDismiss: onDismiss, content: content)
    }

    /// Presents `content` over the whole screen while `isPresented` is true, sliding up
    /// from the bottom. `@Environment(\.dismiss)` inside it sets `isPresented` to false.
    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                               @ViewBuilder content: @escaping () -> Content) -> some View {
        presentedPage(isPresented: isPresented, style: .fullScreenCover, onDismiss: onDismiss, content: content)
    }

    /// Presents a full-screen cover for `item` while it is not nil.
    public func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                                   @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        presentedPage(item: item, style: .fullScreenCover, onDismiss: onDismiss, content: content)
    }

    /// Accepted for SwiftUI code: a kiosk's sheets close only through their own controls
    /// (no swipe down), so there is nothing to disable.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { self }

    private func presentedPage<Content: View>(isPresented: Binding<Bool>, style: ModalStyle, onDismiss: (() -> Void)?,
                                              content: @escaping () -> Content) -> some View {
        modifier(_ModalPresenterModifier(isPresented: isPresented.wrappedValue, identity: nil, style: style, content: {
            AnyView(SheetPage(coversScreen: style == .fullScreenCover,
                              content: AnyView(content().environment(\.dismiss, DismissAction { isPresented.wrappedValue = false }))))
        }, onDismiss: onDismiss))
    }

    private func presentedPage<Item: Identifiable, Content: View>(item: Binding<Item?>, style: ModalStyle,
                                                                  onDismiss: (() -> Void)?,
                                                                  content: @escaping (Item) -> Content) -> some View {
        let current = item.wrappedValue
        return modifier(_ModalPresenterModifier(isPresented: current != nil, identity: current.map { AnyHashable($0.id) },
                                                style: style, content: {
            guard let current else { return AnyView(EmptyView()) }
            return AnyView(SheetPage(coversScreen: style == .fullScreenCover,
                                     content: AnyView(content(current).environment(\.dismiss, DismissAction { item.wrappedValue = nil }))))
        }, onDismiss: onDismiss))
    }
}
