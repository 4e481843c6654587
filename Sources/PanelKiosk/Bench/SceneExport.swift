import Panel

/// Writes a display list in a line format the cairo reference reads
/// (Benchmarks/cairo-reference/scene-format.md), so both draw exactly the same scene.
///
/// Coordinates and sizes are Panel's 1/64 px integers; colours premultiplied 0xAARRGGBB
/// in hex, already multiplied by the opacity of the groups around them. Group effects
/// (shadows, scaling, clips) are left out: the side-by-side row draws no shadows.
enum SceneExport {
    static let header = "panel-scene 1"

    static func lines(of list: DisplayList, width: Int, height: Int, background: PixelColor) -> String {
        var out = [header, "size \(width) \(height)", "background \(hex(background))"]
        var opacities: [UInt8] = [255]
        for entry in list.entries {
            let opacity = opacities[opacities.count - 1]
            switch entry.item {
            case let .beginGroup(effect):
                opacities.append(UInt8(multiplyDiv255(UInt32(opacity), UInt32(effect.opacity))))
            case .endGroup:
                if opacities.count > 1 { opacities.removeLast() }
            case let .fill(kind, rect, color):
                out.append("fill \(shape(kind, rect)) \(hex(color.scaled(by: opacity)))")
            case let .stroke(kind, rect, color, lineWidth):
                out.append("stroke \(shape(kind, rect)) \(lineWidth.raw) \(hex(color.scaled(by: opacity)))")
            case .gradientFill, .gradientStroke, .image, .path:
                // The cairo reference draws colours only; the benchmark's scenes have no
                // gradients or images.
                continue
            case let .text(run):
                // The text is the rest of the line; line breaks are escaped.
                var text = ""
                for scalar in run.string.unicodeScalars {
                    switch scalar {
                    case "\\": text += "\\\\"
                    case "\n": text += "\\n"
                    case "\r": text += "\\r"
                    default: text.unicodeScalars.append(scalar)
                    }
                }
                out.append("text \(run.baselineOrigin.x.raw) \(run.baselineOrigin.y.raw) \(run.fontSize.raw) \(run.weight) \(hex(run.color.scaled(by: opacity))) \(text)")
            }
        }
        return out.joined(separator: "\n") + "\n"
    }

    /// "KIND x y w h radius": rect, rrect, ellipse or capsule, in 1/64 px.
    static func shape(_ kind: ShapeKind, _ rect: FixedRect) -> String {
        let box = "\(rect.minX.raw) \(rect.minY.raw) \(rect.width.raw) \(rect.height.raw)"
        switch kind {
        case .rectangle: return "rect \(box) 0"
        case let .roundedRectangle(radius): return "rrect \(box) \(radius.raw)"
        case .ellipse: return "ellipse \(box) 0"
        case .capsule: return "capsule \(box) 0"
        // Not in the cairo reference's format: no benchmark scene draws arcs.
        case .arc(let arc): return "arc \(box) \(arc.start) \(arc.end) \(arc.roundCaps ? 1 : 0)"
        }
    }

    static func hex(_ color: PixelColor) -> String {
        let digits = String(color.argb, radix: 16)
        return String(repeating: "0", count: 8 - digits.count) + digits
    }
}
