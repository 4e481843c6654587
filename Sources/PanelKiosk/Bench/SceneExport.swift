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
            case let .path(item):
                // Paths painted with a colour; the cairo reference draws no gradients.
                guard case .color(let color) = item.paint else { continue }
                out.append(path(item, color: color.scaled(by: opacity)))
            case .gradientFill, .gradientStroke, .image:
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

    /// "path fill RULE X Y AARRGGBB ELEMENTS" or "path stroke WIDTH CAP JOIN MITER X Y
    /// AARRGGBB ELEMENTS": the elements (M, L, Q, C, Z) relative to the item's origin.
    static func path(_ item: PathItem, color: PixelColor) -> String {
        let origin = "\(item.rect.minX.raw) \(item.rect.minY.raw) \(hex(color))"
        var line: String
        switch item.drawing {
        case .fill(let rule):
            line = "path fill \(rule == .evenOdd ? "evenodd" : "nonzero") \(origin)"
        case .stroke(let style):
            let cap = switch style.cap { case .butt: "butt"; case .round: "round"; case .square: "square" }
            let join = switch style.join { case .miter: "miter"; case .round: "round"; case .bevel: "bevel" }
            line = "path stroke \(style.lineWidth.raw) \(cap) \(join) \(style.miterLimit.raw) \(origin)"
        }
        func point(_ p: FixedPoint) -> String { "\(p.x.raw) \(p.y.raw)" }
        for element in item.geometry.elements {
            switch element {
            case .move(let p): line += " M \(point(p))"
            case .line(let p): line += " L \(point(p))"
            case .quadCurve(let p, let c): line += " Q \(point(c)) \(point(p))"
            case .curve(let p, let c1, let c2): line += " C \(point(c1)) \(point(c2)) \(point(p))"
            case .closeSubpath: line += " Z"
            }
        }
        return line
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
