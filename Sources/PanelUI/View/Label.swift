import PanelBase

/// A title with an icon, shown by the nearest `.labelStyle` (title and icon side by side
/// unless a style says otherwise).
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon
    @Environment(\.resolvedLabelStyle) private var style

    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    public var body: some View {
        // An icon shown alone keeps its title as its name (a toolbar's "Add" button).
        if style.showsIconOnly, let text = title as? Text {
            style.makeLabel(AnyView(title), AnyView(icon)).accessibilityLabel(text.content)
        } else {
            style.makeLabel(AnyView(title), AnyView(icon))
        }
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label of `title` with the symbol `systemImage` (`Image(systemName:)`).
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }

    /// A label of `title` with the resource image `image` (`Image(_:)`).
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }
}
