/// The colours whose value depends on the colour scheme.
enum AdaptiveColor: Hashable, Sendable {
    case primary, secondary, background

    /// The colour in `scheme` (SwiftUI's values on iOS: label, secondary label, system
    /// background).
    func color(in scheme: ColorScheme) -> Color {
        switch (self, scheme) {
        case (.primary, .light): Color(white: 0)
        case (.primary, .dark): Color(white: 1)
        case (.secondary, .light): Color(red: 0.235, green: 0.235, blue: 0.263, opacity: 0.6)
        case (.secondary, .dark): Color(red: 0.922, green: 0.922, blue: 0.961, opacity: 0.6)
        case (.background, .light): Color(white: 1)
        case (.background, .dark): Color(white: 0)
        }
    }
}
