import Panel

/// A direct painter for display lists: fills, strokes and text through Canvas and
/// TextRenderer, group opacity and clips. It draws no shadows and no scaled layers (their
/// content is drawn unscaled), so it stands in for the view layer's full rasterizer and,
/// drawing the same items as the cairo reference, makes the side-by-side row fair.
///
/// Each damaged rectangle is cleared to `background` and every entry that reaches it is
/// drawn again, clipped to it.
@MainActor
final class DisplayListPainter: FrameRasterizer {
    let name = "display-list painter (no shadows, no layer scaling)"
    let text: TextRenderer
    let boldFace: FontFace?
    var background = PixelColor.black
    private var canvas: Canvas?

    init(text: TextRenderer, boldFace: FontFace?) {
        self.text = text
        self.boldFace = boldFace
    }

    func render(_ list: DisplayList, damage: [PixelRect], into shadow: Surface) {
        if canvas?.surface !== shadow { canvas = Canvas(surface: shadow) }
        guard let canvas else { return }
        for rect in damage {
            let area = rect.intersection(shadow.bounds)
            guard !area.isEmpty else { continue }
            shadow.clear(area, to: background)
            canvas.withClip(area) { draw(list, canvas: canvas, area: area) }
        }
    }

    private func draw(_ list: DisplayList, canvas: Canvas, area: PixelRect) {
        // Opacity and clip of the groups open around the current entry.
        var opacities: [UInt8] = [255]
        var clips: [PixelRect] = [area]
        for entry in list.entries {
            switch entry.item {
            case let .beginGroup(effect):
                let outer = opacities[opacities.count - 1]
                opacities.append(UInt8(multiplyDiv255(UInt32(outer), UInt32(effect.opacity))))
                var clip = clips[clips.count - 1]
                if let rect = effect.clip { clip = clip.intersection(rect.enclosingPixels) }
                clips.append(clip)
            case .endGroup:
                if opacities.count > 1 { opacities.removeLast(); clips.removeLast() }
            case let .fill(kind, rect, color):
                guard !entry.bounds.intersection(clips[clips.count - 1]).isEmpty else { continue }
                canvas.withClip(clips[clips.count - 1]) {
                    let color = color.scaled(by: opacities[opacities.count - 1])
                    if let arc = kind.arcSegment {
                        canvas.draw(ArcShape(rect: rect, segment: arc, lineWidth: nil), color: color)
                    } else {
                        canvas.fill(DisplayListPainter.shape(kind, rect), color: color)
                    }
                }
            case let .stroke(kind, rect, color, lineWidth):
                guard !entry.bounds.intersection(clips[clips.count - 1]).isEmpty else { continue }
                canvas.withClip(clips[clips.count - 1]) {
                    let color = color.scaled(by: opacities[opacities.count - 1])
                    if let arc = kind.arcSegment {
                        canvas.draw(ArcShape(rect: rect, segment: arc, lineWidth: lineWidth), color: color)
                    } else {
                        canvas.stroke(DisplayListPainter.shape(kind, rect), lineWidth: lineWidth, color: color)
                    }
                }
            case let .gradientFill(kind, rect, gradient):
                // The benchmark's scenes have no gradients: drawn as they are, without the
                // groups' opacity.
                guard !entry.bounds.intersection(clips[clips.count - 1]).isEmpty else { continue }
                canvas.withClip(clips[clips.count - 1]) { canvas.fill(DisplayListPainter.shape(kind, rect), gradient: gradient, in: rect) }
            case let .gradientStroke(kind, rect, gradient, lineWidth):
                guard !entry.bounds.intersection(clips[clips.count - 1]).isEmpty else { continue }
                canvas.withClip(clips[clips.count - 1]) {
                    canvas.stroke(DisplayListPainter.shape(kind, rect), lineWidth: lineWidth, gradient: gradient, in: rect)
                }
            case .image:
                // The benchmark's scenes hold no images.
                continue
            case let .text(run):
                guard !entry.bounds.intersection(clips[clips.count - 1]).isEmpty else { continue }
                let face = run.weight >= 600 ? boldFace : nil
                canvas.withClip(clips[clips.count - 1]) {
                    canvas.drawText(run.string, with: text, face: face, size: run.fontSize, baselineOrigin: run.baselineOrigin,
                                    color: run.color.scaled(by: opacities[opacities.count - 1]))
                }
            }
        }
    }

    /// The raster shape of a display-list shape.
    static func shape(_ kind: ShapeKind, _ rect: FixedRect) -> RoundedShape {
        switch kind {
        case .rectangle: return .rectangle(rect)
        case let .roundedRectangle(radius): return .roundedRectangle(rect, cornerRadius: radius)
        case .ellipse: return .ellipse(in: rect)
        case .capsule: return .capsule(in: rect)
        case .arc: return kind.roundedShape(in: rect)
        }
    }
}
