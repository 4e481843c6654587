import Panel

/// A control that opens a URL: its label in the accent colour, dimmed while pressed (a
/// `LinkButtonStyle` button), whose action gives its destination to the environment's
/// `openURL` action. On a kiosk that only logs the URL unless the app installs a handler
/// (`OpenURLAction`). A link keeps this look inside any button style: Panel's default
/// buttons are filled plates, where iOS's default is the link's own look.
public struct Link<Label: View>: View {
    let destination: URL
    let label: Label
    @Environment(\.openURL) private var openURL

    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    public var body: some View {
        Button(action: { openURL(destination) }, label: { label })
            .buttonStyle(.link)
            .accessibilityAddTraits(.isLink)
            .accessibilityRemoveTraits(.isButton)
    }
}

extension Link where Label == Text {
    /// A link titled with a translated key.
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// A link titled with a string as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}
