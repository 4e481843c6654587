import PanelBase

extension Font {
    /// The text styles of SwiftUI, at the sizes SwiftUI gives them by default (iOS at the
    /// large Dynamic Type size). The panel has no Dynamic Type: the sizes are fixed.
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

        /// The size in logical pixels.
        public var size: CGFloat {
            switch self {
            case .largeTitle: 34
            case .title: 28
            case .title2: 22
            case .title3: 20
            case .headline, .body: 17
            case .callout: 16
            case .subheadline: 15
            case .footnote: 13
            case .caption: 12
            case .caption2: 11
            }
        }

        /// The weight: semibold for the headline, regular for the others.
        public var weight: Font.Weight { self == .headline ? .semibold : .regular }

        /// The system font of this style.
        var font: Font { Font(size: size, weight: weight, textStyle: self) }
    }
}
