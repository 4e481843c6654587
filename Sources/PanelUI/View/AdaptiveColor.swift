/// The colours whose value depends on the colour scheme.
enum AdaptiveColor: Hashable, Sendable {
    case primary, secondary, background
    /// A list's backdrop, its rows' background and the lines between rows (iOS's system
    /// grouped background, secondary system grouped background and separator).
    case groupedBackground, groupedRowBackground, separator

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
        case (.groupedBackground, .light): Color(red: 0.949, green: 0.949, blue: 0.969)
        case (.groupedBackground, .dark): Color(white: 0)
        case (.groupedRowBackground, .light): Color(white: 1)
        case (.groupedRowBackground, .dark): Color(red: 0.11, green: 0.11, blue: 0.118)
        case (.separator, .light): Color(red: 0.776, green: 0.776, blue: 0.784)
        case (.separator, .dark): Color(red: 0.22, green: 0.22, blue: 0.227)
        }
    }
}
