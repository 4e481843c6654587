import PanelBase

/// What a `Canvas` draws with, as SwiftUI's `GraphicsContext`: fills and strokes of paths,
/// text and images, under a transform, an opacity and clips; layers drawn apart and
/// composited as one.
///
/// Every drawing becomes a display-list entry (a path item, a text run, an image; a group
/// for a clip or a layer), so a canvas is damaged, cached and animated like any view.
/// Copies of a context draw into the same canvas, each with its own state.
@MainActor
public struct GraphicsContext {
    let recording: CanvasRecording
    /// The groups this context draws inside: its clips, and the layer it draws in.
    var scopes: [CanvasRecording.Scope] = []
    /// The smallest rectangle holding the clips, in canvas coordinates.
    private var clipBounds: CGRect

    /// Maps this context's coordinates to the canvas's (origin at its top-left).
    public var transform: CGAffineTransform = .identity
    /// Multiplies the opacity of every drawing made with this context from now on.
    public var opacity: Double = 1
    /// How each drawing made with this context from now on is combined with what is under
    /// it (each drawing is composited on its own, as a layer with this mode).
    public var blendMode: BlendMode = .normal
    /// What `addFilter` added, applied to each drawing in that order.
    var filters: [Filter] = []
    /// The environment of the canvas (its font, colour scheme, foreground).
    public var environment: EnvironmentValues { recording.environment }

    init(recording: CanvasRecording, size: CGSize) {
        self.recording = recording
        clipBounds = CGRect(origin: .zero, size: size)
    }

    // MARK: Transforms

    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        transform = CGAffineTransform(translationX: x, y: y).concatenating(transform)
    }

    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        transform = CGAffineTransform(scaleX: x, y: y).concatenating(transform)
    }

    public mutating func rotate(by angle: Angle) {
        transform = CGAffineTransform(rotationAngle: angle.radians).concatenating(transform)
    }

    public mutating func concatenate(_ matrix: CGAffineTransform) {
        transform = matrix.concatenating(transform)
    }

    // MARK: Fills and strokes

    /// Fills `path` (in this context's coordinates) with `shading`, by `style`'s rule.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        let placed = path.applying(transform)
        add(placed, drawing: .fill(style.isEOFilled ? .evenOdd : .nonZero), with: shading)
    }

    /// Strokes `path` with a line `lineWidth` wide.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Strokes `path` in `style` (ends, corners, dashes), in this context's coordinates: a
    /// scaled context draws a wider line.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        let dashed = path.dashed(style)
        if let scale = transform.uniformScale {
            // Turned and scaled alike on both axes: the line is the same stroke, scaled.
            var scaled = style
            scaled.lineWidth = style.lineWidth * scale
            add(dashed.applying(transform), drawing: .stroke(scaled.pathStrokeStyle), with: shading)
        } else {
            // Stretched: the outline of the line, stretched with it.
            var plain = style
            plain.dash = []
            add(dashed.strokedPath(plain).applying(transform), drawing: .fill(.nonZero), with: shading)
        }
    }

    /// Adds a path item for `path` (canvas coordinates).
    private func add(_ path: Path, drawing: PathItem.Drawing, with shading: Shading) {
        guard !path.isEmpty, let paint = paint(for: shading) else { return }
        let item = PathItem(rect: recording.frame, geometry: path.geometry(relativeTo: .zero), drawing: drawing, paint: paint)
        recording.add(.path(item), bounds: item.drawnBounds, inside: drawingScopes)
    }

    // MARK: Opacity

    /// The groups a drawing is added inside: the context's, one of its own when it blends
    /// with a mode other than `.normal` (each drawing blends on its own), and one for each
    /// filter, the first added innermost (applied first).
    var drawingScopes: [CanvasRecording.Scope] {
        guard blendMode != .normal || !filters.isEmpty else { return scopes }
        var drawing = scopes
        if blendMode != .normal {
            var effect = GroupEffect()
            effect.blendMode = blendMode.layerBlendMode
            drawing.append(recording.makeScope(effect))
        }
        for filter in filters.reversed() {
            drawing.append(recording.makeScope(filter.groupEffect(in: recording.frame)))
        }
        return drawing
    }

    /// The context's opacity as a coverage byte.
    var opacityByte: UInt8 {
        guard opacity.isFinite else { return 255 }
        return UInt8((Swift.min(1, Swift.max(0, opacity)) * 255).rounded())
    }

    /// A colour as drawn with the context's opacity.
    func faded(_ color: PixelColor) -> PixelColor {
        let byte = opacityByte
        return byte == 255 ? color : color.scaled(by: byte)
    }

    // MARK: Clips

    /// The smallest rectangle holding what the clips let through, in this context's
    /// coordinates.
    public var clipBoundingRect: CGRect {
        clipBounds.applying(transform.inverted())
    }

    /// Keeps later drawing inside `path` (in this context's coordinates), filled by
    /// `style`'s rule; `.inverse` keeps it outside.
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        let placed = path.applying(transform)
        let frame = recording.frame
        var effect = GroupEffect()
        let rule: PathFillRule = style.isEOFilled ? .evenOdd : .nonZero
        if options.contains(.inverse) {
            // Outside the path: the canvas's rectangle with the path cut out of it, by the
            // even-odd rule (a path drawn over itself would keep its inside too).
            var outside = Path(CGRect(origin: .zero, size: CGSize(width: frame.width.doubleValue, height: frame.height.doubleValue)))
            outside.addPath(placed)
            effect.mask = .path(outside.geometry(relativeTo: .zero), rule: .evenOdd, rect: frame)
        } else if let rect = placed.axisAlignedRectangle {
            effect.clip = FixedRect(rect).offsetBy(dx: frame.minX, dy: frame.minY)
            clipBounds = clipBounds.overlap(rect)
        } else {
            let geometry = placed.geometry(relativeTo: .zero)
            effect.mask = .path(geometry, rule: rule, rect: geometry.controlBounds.offsetBy(dx: frame.minX, dy: frame.minY))
            clipBounds = clipBounds.overlap(placed.boundingRect)
        }
        // The mask's path is placed at its rect's origin: relative to the frame's.
        if case .path(let geometry, let rule, let rect)? = effect.mask {
            effect.mask = .path(geometry.offsetBy(dx: frame.minX - rect.minX, dy: frame.minY - rect.minY), rule: rule, rect: rect)
        }
        scopes.append(recording.makeScope(effect))
    }
}

extension CGAffineTransform {
    /// The scale of a transform that turns, mirrors and scales alike on both axes (nil for
    /// one that stretches or shears).
    var uniformScale: CGFloat? {
        let scaleX = (a * a + b * b).squareRoot(), scaleY = (c * c + d * d).squareRoot()
        guard Swift.abs(scaleX - scaleY) <= 1e-9 * Swift.max(1, scaleX), Swift.abs(a * c + b * d) <= 1e-9 * Swift.max(1, scaleX * scaleX)
        else { return nil }
        return scaleX
    }
}

extension CGRect {
    /// The rectangle both hold (empty at the first one's origin when none).
    func overlap(_ other: CGRect) -> CGRect {
        let x0 = Swift.max(minX, other.minX), y0 = Swift.max(minY, other.minY)
        let x1 = Swift.min(maxX, other.maxX), y1 = Swift.min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return CGRect(origin: origin, size: .zero) }
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}

extension Path {
    /// The rectangle this path is, when it is one subpath of four sides along the axes.
    var axisAlignedRectangle: CGRect? {
        var points: [CGPoint] = []
        for (index, element) in elements.enumerated() {
            switch element {
            case .move(let p) where index == 0: points.append(p)
            case .line(let p): points.append(p)
            case .closeSubpath where index == elements.count - 1: break
            default: return nil
            }
        }
        if points.count == 5, points[4] == points[0] { points.removeLast() }
        guard points.count == 4 else { return nil }
        for i in 0..<4 {
            let p = points[i], q = points[(i + 1) % 4]
            guard p.x == q.x || p.y == q.y else { return nil }
        }
        let xs = points.map(\.x), ys = points.map(\.y)
        guard Set(xs).count == 2, Set(ys).count == 2 else { return nil }
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}
