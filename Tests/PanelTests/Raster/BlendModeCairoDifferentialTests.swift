import Testing
@testable import PanelBase
@testable import PanelRender

/// The blend modes against cairo's operators (pixman's compositing): every pair of a
/// spread of premultiplied colours, translucent and opaque, composited by both, agrees
/// within a few levels per channel.
@Suite(.enabled(if: CairoReference.isAvailable, "needs libcairo.so.2"))
struct BlendModeCairoDifferentialTests {
    /// Premultiplied colours: every alpha level of a ramp with channels spread over 0...alpha.
    static func colours(seed: UInt64, count: Int) -> [UInt32] {
        var state = seed
        func next(_ range: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(range))
        }
        return (0..<count).map { index in
            // A quarter opaque, a few clear, the rest translucent.
            let alpha = index % 4 == 0 ? 255 : index % 29 == 1 ? 0 : next(256)
            func channel() -> UInt32 {
                switch next(6) {
                case 0: 0
                case 1: UInt32(alpha)
                default: UInt32(next(alpha + 1))
                }
            }
            return UInt32(alpha) << 24 | channel() << 16 | channel() << 8 | channel()
        }
    }

    static let width = 64, height = 64
    static let sources = colours(seed: 7, count: width * height)
    static let destinations = colours(seed: 1234, count: width * height)

    /// The largest channel difference between Panel's and cairo's result.
    func worstDifference(_ mode: LayerBlendMode) -> Int {
        let theirs = CairoReference.shared!.composite(Self.sources, over: Self.destinations, width: Self.width, height: Self.height,
                                                      op: CairoReference.cairoOperator(for: mode)!)
        var worst = 0
        for index in theirs.indices {
            let ours = BlendModePixel.composite(Self.sources[index], over: Self.destinations[index], mode: mode)
            for shift in stride(from: 0, through: 24, by: 8) {
                let d = Swift.abs(Int(ours >> UInt32(shift) & 0xFF) - Int(theirs[index] >> UInt32(shift) & 0xFF))
                worst = Swift.max(worst, d)
            }
        }
        return worst
    }

    @Test(arguments: [LayerBlendMode.normal, .multiply, .screen, .overlay, .darken, .lighten, .hardLight, .difference, .exclusion,
                      .sourceAtop, .destinationOver, .destinationOut, .plusLighter, .sourceIn, .sourceOut, .destinationIn,
                      .destinationAtop, .xor])
    func separableAndPorterDuffModesAgreeWithCairo(_ mode: LayerBlendMode) {
        #expect(worstDifference(mode) <= 2, "\(mode)")
    }

    /// Dodge and burn divide by a small difference near their poles, soft light takes a
    /// square root: both sides round differently there.
    @Test(arguments: [LayerBlendMode.colorDodge, .colorBurn, .softLight])
    func dividingModesAgreeWithCairo(_ mode: LayerBlendMode) {
        #expect(worstDifference(mode) <= 4, "\(mode)")
    }

    @Test(arguments: [LayerBlendMode.hue, .saturation, .color, .luminosity])
    func nonSeparableModesAgreeWithCairo(_ mode: LayerBlendMode) {
        #expect(worstDifference(mode) <= 4, "\(mode)")
    }
}
