import Panel

/// Opens a URL: what `Link` and `\.openURL` call. A kiosk has no browser or other app to
/// open a URL in, so the system's action (the default) only logs the URL, at notice
/// priority; an app that shows web pages or acts on its own URLs installs a handler with
/// `.environment(\.openURL, OpenURLAction { url in … })`.
public struct OpenURLAction: Sendable {
    /// What a handler did with a URL.
    public struct Result: Sendable {
        enum Kind: Sendable {
            case handled, discarded, systemAction(URL?)
        }
        let kind: Kind
        /// The handler opened the URL.
        public static let handled = Result(kind: .handled)
        /// The handler did not open the URL and nothing else will.
        public static let discarded = Result(kind: .discarded)
        /// The handler leaves the URL to the system's action (which logs it on Panel).
        public static let systemAction = Result(kind: .systemAction(nil))
        /// The system's action is asked to open `url` instead.
        public static func systemAction(_ url: URL) -> Result { Result(kind: .systemAction(url)) }
    }

    let handler: @MainActor @Sendable (URL) -> Result

    /// An action that gives each URL to `handler`.
    public init(handler: @escaping @MainActor @Sendable (URL) -> Result) {
        self.handler = handler
    }

    /// The system's action: logs the URL (a kiosk opens nothing).
    static let system = OpenURLAction { _ in .systemAction }

    /// Where the system's action reports a URL (tests collect them).
    @MainActor static var systemOpener: (URL) -> Void = { url in
        Log.notice("open URL \(url.absoluteString): a kiosk opens no URLs (install an OpenURLAction to handle them)")
    }

    @MainActor static func openBySystem(_ url: URL) { systemOpener(url) }

    /// Opens `url`.
    @MainActor public func callAsFunction(_ url: URL) {
        callAsFunction(url) { _ in }
    }

    /// Opens `url`, then tells `completion` whether it was accepted: true when the handler
    /// handled it, false when it discarded it or left it to the system, which opens
    /// nothing on a kiosk.
    @MainActor public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
        switch handler(url).kind {
        case .handled:
            completion(true)
        case .discarded:
            completion(false)
        case .systemAction(let other):
            OpenURLAction.openBySystem(other ?? url)
            completion(false)
        }
    }
}

private struct OpenURLKey: EnvironmentKey {
    static var defaultValue: OpenURLAction { .system }
}

extension EnvironmentValues {
    /// What opens URLs for `Link` and for code that calls it (`openURL(url)`).
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
}
