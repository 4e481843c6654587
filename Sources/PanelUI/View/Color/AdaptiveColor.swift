/// The colours whose value depends on the colour scheme.
enum AdaptiveColor: Hashable, Sendable {
    case primary, secondary, background
    /// A list's backdrop, its rows' background and the lines between rows (iOS's system
    /// grouped background, secondary system grouped background and separator).
    case groupedBackground, groupedRowBackground, separator
    /// The tints of the materials, thinnest to thickest, and the bars' (`Material`).
    case ultraThinMaterial, thinMaterial, regularMaterial, thickMaterial, ultraThickMaterial, barMaterial

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
        // White over what lies below in the light scheme; near black in the dark.
        case (.ultraThinMaterial, .light): Color(white: 1, opacity: Material.opacity(.ultraThin))
        case (.thinMaterial, .light): Color(white: 1, opacity: Material.opacity(.thin))
        case (.regularMaterial, .light): Color(white: 1, opacity: Material.opacity(.regular))
        case (.thickMaterial, .light): Color(white: 1, opacity: Material.opacity(.thick))
        case (.ultraThickMaterial, .light): Color(white: 1, opacity: Material.opacity(.ultraThick))
        case (.barMaterial, .light): Color(red: 0.976, green: 0.976, blue: 0.976, opacity: Material.opacity(.bar))
        case (.ultraThinMaterial, .dark): Color(red: 0.11, green: 0.11, blue: 0.118, opacity: Material.opacity(.ultraThin))
        case (.thinMaterial, .dark): Color(red: 0.11, green: 0.11, blue: 0.118, opacity: Material.opacity(.thin))
        case (.regularMaterial, .dark): Color(red: 0.11, green: 0.11, blue: 0.118, opacity: Material.opacity(.regular))
        case (.thickMaterial, .dark): Color(red: 0.11, green: 0.11, blue: 0.118, opacity: Material.opacity(.thick))
        case (.ultraThickMaterial, .dark): Color(red: 0.11, green: 0.11, blue: 0.118, opacity: Material.opacity(.ultraThick))
        case (.barMaterial, .dark): Color(red: 0.086, green: 0.086, blue: 0.086, opacity: Material.opacity(.bar))
        }
    }
}
