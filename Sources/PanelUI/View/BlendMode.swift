import PanelBase

/// How a view is composited with what lies under it (`.blendMode(_:)`), as SwiftUI's
/// `BlendMode`: the W3C blend modes and a few Porter-Duff operators.
public enum BlendMode: Sendable, Hashable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight, difference, exclusion
    case hue, saturation, color, luminosity
    case sourceAtop, destinationOver, destinationOut
    case plusDarker, plusLighter

    /// The renderer's mode.
    var layerBlendMode: LayerBlendMode {
        switch self {
        case .normal: .normal
        case .multiply: .multiply
        case .screen: .screen
        case .overlay: .overlay
        case .darken: .darken
        case .lighten: .lighten
        case .colorDodge: .colorDodge
        case .colorBurn: .colorBurn
        case .softLight: .softLight
        case .hardLight: .hardLight
        case .difference: .difference
        case .exclusion: .exclusion
        case .hue: .hue
        case .saturation: .saturation
        case .color: .color
        case .luminosity: .luminosity
        case .sourceAtop: .sourceAtop
        case .destinationOver: .destinationOver
        case .destinationOut: .destinationOut
        case .plusDarker: .plusDarker
        case .plusLighter: .plusLighter
        }
    }
}

extension View {
    /// Composites the view (flattened into one layer) with what lies under it by `blendMode`.
    @inlinable public func blendMode(_ blendMode: BlendMode) -> some View {
        modifier(_EffectModifier(effect: .blendMode(blendMode)))
    }
}
