import PanelBase

/// The text copied or cut in a field, for pasting into any field of the app (Ctrl+C,
/// Ctrl+X, Ctrl+V and the edit menu). One for the whole process: a kiosk runs one app,
/// and nothing outside it shares its clipboard.
@MainActor
public final class Pasteboard {
    /// The app's pasteboard.
    public static let general = Pasteboard()

    /// The text last copied or cut; nil when nothing was.
    public var string: String?

    /// Whether there is text to paste.
    public var hasStrings: Bool { !(string ?? "").isEmpty }

    public init() {}
}

/// UIKit's name for it, so `UIPasteboard.general.string` in SwiftUI code compiles.
public typealias UIPasteboard = Pasteboard
