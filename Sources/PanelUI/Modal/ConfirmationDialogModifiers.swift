import PanelBase

extension View {
    /// Presents a confirmation dialog while `isPresented` is true: the buttons `actions`
    /// builds, stacked at the bottom of the screen, with cancel apart below them (added
    /// when `actions` has none). The title shows when `titleVisibility` is `.visible`.
    /// A tap on any button runs its action and sets `isPresented` to false.
    public func confirmationDialog<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>,
                                                     titleVisibility: Visibility = .automatic,
                                                     @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        let buttons = ModalButton.buttons(in: actions())
        let made = message()
        let message: AnyView? = made is EmptyView ? nil : AnyView(made)
        return modifier(_ModalPresenterModifier(isPresented: isPresented.wrappedValue, identity: nil, style: .confirmationDialog,
                                                content: {
            AnyView(ConfirmationDialogCard(title: title, showsTitle: titleVisibility == .visible, message: message,
                                           buttons: buttons) { isPresented.wrappedValue = false })
        }, onDismiss: nil))
    }

    public func confirmationDialog<A: View>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                            @ViewBuilder actions: () -> A) -> some View {
        confirmationDialog(title, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions,
                           message: { EmptyView() })
    }

    public func confirmationDialog<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                                     titleVisibility: Visibility = .automatic,
                                                     @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        confirmationDialog(Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions,
                           message: message)
    }

    public func confirmationDialog<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                            titleVisibility: Visibility = .automatic,
                                            @ViewBuilder actions: () -> A) -> some View {
        confirmationDialog(Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions)
    }

    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>,
                                                                        titleVisibility: Visibility = .automatic,
                                                                        @ViewBuilder actions: () -> A,
                                                                        @ViewBuilder message: () -> M) -> some View {
        confirmationDialog(Text(title), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions,
                           message: message)
    }

    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
                                                               titleVisibility: Visibility = .automatic,
                                                               @ViewBuilder actions: () -> A) -> some View {
        confirmationDialog(Text(title), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions)
    }

    /// Presents a confirmation dialog about `data` while `isPresented` is true and `data`
    /// is not nil; its buttons and message are made from it.
    public func confirmationDialog<A: View, M: View, T>(_ title: Text, isPresented: Binding<Bool>,
                                                        titleVisibility: Visibility = .automatic, presenting data: T?,
                                                        @ViewBuilder actions: (T) -> A,
                                                        @ViewBuilder message: (T) -> M) -> some View {
        let buttons = data.map { ModalButton.buttons(in: actions($0)) } ?? []
        let made = data.map { message($0) }
        let message: AnyView? = made.flatMap { $0 is EmptyView ? nil : AnyView($0) }
        return modifier(_ModalPresenterModifier(isPresented: isPresented.wrappedValue && data != nil, identity: nil,
                                                style: .confirmationDialog, content: {
            AnyView(ConfirmationDialogCard(title: title, showsTitle: titleVisibility == .visible, message: message,
                                           buttons: buttons) { isPresented.wrappedValue = false })
        }, onDismiss: nil))
    }

    public func confirmationDialog<A: View, T>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                               presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View {
        confirmationDialog(title, isPresented: isPresented, titleVisibility: titleVisibility, presenting: data, actions: actions,
                           message: { _ in EmptyView() })
    }

    public func confirmationDialog<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                                        titleVisibility: Visibility = .automatic, presenting data: T?,
                                                        @ViewBuilder actions: (T) -> A,
                                                        @ViewBuilder message: (T) -> M) -> some View {
        confirmationDialog(Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, presenting: data,
                           actions: actions, message: message)
    }

    public func confirmationDialog<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                               titleVisibility: Visibility = .automatic, presenting data: T?,
                                               @ViewBuilder actions: (T) -> A) -> some View {
        confirmationDialog(Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, presenting: data,
                           actions: actions)
    }

    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>,
                                                                           titleVisibility: Visibility = .automatic,
                                                                           presenting data: T?,
                                                                           @ViewBuilder actions: (T) -> A,
                                                                           @ViewBuilder message: (T) -> M) -> some View {
        confirmationDialog(Text(title), isPresented: isPresented, titleVisibility: titleVisibility, presenting: data,
                           actions: actions, message: message)
    }

    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>,
                                                                  titleVisibility: Visibility = .automatic, presenting data: T?,
                                                                  @ViewBuilder actions: (T) -> A) -> some View {
        confirmationDialog(Text(title), isPresented: isPresented, titleVisibility: titleVisibility, presenting: data,
                           actions: actions)
    }
}
