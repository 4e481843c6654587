import Panel

/// A scene that shows its content on the whole screen, as SwiftUI's `WindowGroup` shows it
/// in a window. A panel has one screen and no window chrome: the title and id are kept for
/// source compatibility and not shown, and the content is drawn over black.
public struct WindowGroup<Content: View>: Scene, WindowGroupContent {
    public let content: Content
    let title: String?

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        self.title = nil
    }

    public init(id: String, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.title = nil
    }

    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.title = title
    }

    public init(_ title: String, id: String, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.title = title
    }

    public var body: Never { fatalError("WindowGroup is a primitive scene: it has no body") }

    var rootView: AnyView { AnyView(content) }
    var background: Color { .black }
}

/// A window group, whatever its content type.
@MainActor
protocol WindowGroupContent {
    var rootView: AnyView { get }
    var background: Color { get }
}
