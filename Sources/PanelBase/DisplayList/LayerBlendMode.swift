/// How a group's layer is combined with what lies under it: source over (`normal`), the
/// separable and non-separable blend modes of the W3C compositing specification, and the
/// Porter-Duff operators SwiftUI's `BlendMode` and `GraphicsContext.BlendMode` name.
///
/// The layer's content is drawn as usual, then composited with this mode over the pixels
/// its group can reach (see the renderer's blended groups).
public enum LayerBlendMode: UInt8, Hashable, Sendable, CaseIterable {
    case normal
    case multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight, difference, exclusion
    case hue, saturation, color, luminosity
    case clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn, destinationOut, destinationAtop, xor
    case plusDarker, plusLighter

}
