/// The colour space a canvas composites in, as SwiftUI names them. Panel blends 8-bit sRGB
/// values in every mode (`.nonLinear`).
public enum ColorRenderingMode: Hashable, Sendable {
    case nonLinear
    case linear
    case extendedLinear
}
