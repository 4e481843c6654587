import PanelBase

extension View {
    /// Presents an alert while `isPresented` is true: `title` and `message` over the
    /// buttons `actions` builds. A tap on any button runs its action and sets
    /// `isPresented` to false; with no buttons the alert shows "OK".
    public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                        @ViewBuilder message: () -> M) -> some View {
        let buttons = ModalButton.buttons(in: actions())
        let message = AnyView(message())
        return modifier(_ModalPresenterModifier(isPresented: isPresented.wrappedValue, identity: nil, style: .alert, content: {
            AnyView(AlertCard(title: title, message: message, buttons: buttons) { isPresented.wrappedValue = false })
        }, onDismiss: nil))
    }

    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        let buttons = ModalButton.buttons(in: actions())
        return modifier(_ModalPresenterModifier(isPresented: isPresented.wrappedValue, identity: nil, style: .alert, content: {
            AnyView(AlertCard(title: title, message: nil, buttons: buttons) { isPresented.wrappedValue = false })
        }, onDismiss: nil))
    }

    public func alert<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        alert(Text(titleKey), isPresented: isPresented, actions: actions, message: message)
    }

    public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        alert(Text(titleKey), isPresented: isPresented, actions: actions)
    }

    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                                           @ViewBuilder message: () -> M) -> some View {
        alert(Text(title), isPresented: isPresented, actions: actions, message: message)
    }

    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        alert(Text(title), isPresented: isPresented, actions: actions)
    }

    /// Presents an alert about `data` while `isPresented` is true and `data` is not nil;
    /// the buttons and message are made from it.
    public func alert<A: View, M: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?,
                                           @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        let buttons = data.map { ModalButton.buttons(in: actions($0)) } ?? []
        let message = data.map { AnyView(message($0)) }
        return modifier(_ModalPresenterModifier(isPresented: isPresented.wrappedValue && data != nil, identity: nil, style: .alert,
                                                content: {
            AnyView(AlertCard(title: title, message: message, buttons: buttons) { isPresented.wrappedValue = false })
        }, onDismiss: nil))
    }

    public func alert<A: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?,
                                  @ViewBuilder actions: (T) -> A) -> some View {
        alert(title, isPresented: isPresented, presenting: data, actions: actions, message: { _ in EmptyView() })
    }

    public func alert<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
                                           @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        alert(Text(titleKey), isPresented: isPresented, presenting: data, actions: actions, message: message)
    }

    public func alert<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
                                  @ViewBuilder actions: (T) -> A) -> some View {
        alert(Text(titleKey), isPresented: isPresented, presenting: data, actions: actions)
    }

    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
                                                              @ViewBuilder actions: (T) -> A,
                                                              @ViewBuilder message: (T) -> M) -> some View {
        alert(Text(title), isPresented: isPresented, presenting: data, actions: actions, message: message)
    }

    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
                                                     @ViewBuilder actions: (T) -> A) -> some View {
        alert(Text(title), isPresented: isPresented, presenting: data, actions: actions)
    }
}
