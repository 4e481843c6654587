import Glibc
@testable import PanelBase

/// cairo (through `CairoReference`'s library) compositing one premultiplied ARGB32 image
/// over another with an operator: the reference the blend modes are compared with.
extension CairoReference {
    /// cairo's operator for a blend mode (`cairo_operator_t`), where cairo has one.
    static func cairoOperator(for mode: LayerBlendMode) -> Int32? {
        switch mode {
        case .normal: 2
        case .sourceIn: 3
        case .sourceOut: 4
        case .sourceAtop: 5
        case .destinationOver: 7
        case .destinationIn: 8
        case .destinationOut: 9
        case .destinationAtop: 10
        case .xor: 11
        case .plusLighter: 12
        case .multiply: 14
        case .screen: 15
        case .overlay: 16
        case .darken: 17
        case .lighten: 18
        case .colorDodge: 19
        case .colorBurn: 20
        case .hardLight: 21
        case .softLight: 22
        case .difference: 23
        case .exclusion: 24
        case .hue: 25
        case .saturation: 26
        case .color: 27
        case .luminosity: 28
        default: nil
        }
    }

    /// `destination` (rows of `width` pixels, 0xAARRGGBB premultiplied) with `source`
    /// painted over it by cairo's operator `op`.
    func composite(_ source: [UInt32], over destination: [UInt32], width: Int, height: Int, op: Int32) -> [UInt32] {
        typealias CreateForData = @convention(c) (UnsafeMutableRawPointer, Int32, Int32, Int32, Int32) -> OpaquePointer
        let createForData = function("cairo_image_surface_create_for_data", as: CreateForData.self)
        let create = function("cairo_create", as: (@convention(c) (OpaquePointer) -> OpaquePointer).self)
        let setSource = function("cairo_set_source_surface", as: (@convention(c) (OpaquePointer, OpaquePointer, Double, Double) -> Void).self)
        let setOperator = function("cairo_set_operator", as: (@convention(c) (OpaquePointer, Int32) -> Void).self)
        let paint = function("cairo_paint", as: (@convention(c) (OpaquePointer) -> Void).self)
        let flush = function("cairo_surface_flush", as: (@convention(c) (OpaquePointer) -> Void).self)
        let destroy = function("cairo_destroy", as: (@convention(c) (OpaquePointer) -> Void).self)
        let destroySurface = function("cairo_surface_destroy", as: (@convention(c) (OpaquePointer) -> Void).self)
        var result = destination, from = source
        result.withUnsafeMutableBytes { target in
            from.withUnsafeMutableBytes { pixels in
                // CAIRO_FORMAT_ARGB32 (0): premultiplied, native-endian 0xAARRGGBB, as Panel's.
                let targetSurface = createForData(target.baseAddress!, 0, Int32(width), Int32(height), Int32(width * 4))
                let sourceSurface = createForData(pixels.baseAddress!, 0, Int32(width), Int32(height), Int32(width * 4))
                let cr = create(targetSurface)
                setSource(cr, sourceSurface, 0, 0)
                setOperator(cr, op)
                paint(cr)
                flush(targetSurface)
                destroy(cr)
                destroySurface(sourceSurface)
                destroySurface(targetSurface)
            }
        }
        return result
    }
}
