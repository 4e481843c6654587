/// The numbers of a display item that animate, each in its natural integer unit: positions
/// and sizes in 1/64 px, colour channels premultiplied (0...255), opacity (0...255), scale
/// in Q16. Two versions of an item animate into each other when they are the same kind of
/// item with the same channels; everything else about the item takes its new value at once.
package struct AnimatableChannels: Equatable {
    package var values: [Int] = []
    /// How close to its target a spring must come to count as settled, per value, in Q16.
    package var tolerances: [Int64] = []
    /// Whether `tolerances` is filled (an animation frame needs only the values).
    private var keepsTolerances = true

    static let positionTolerance: Int64 = 4 << 16     // 1/16 px
    static let colorTolerance: Int64 = 1 << 15        // half a step of 255
    static let scaleTolerance: Int64 = 32 << 16       // 1/2048
    static let angleTolerance: Int64 = 8 << 16        // 1/8192 turn
    static let dataTolerance: Int64 = 64 << 16        // 1/1024 of a shape's animatable number

    private mutating func append(_ value: Int, _ tolerance: Int64) {
        values.append(value)
        if keepsTolerances { tolerances.append(tolerance) }
    }
    private mutating func append(_ value: Fixed) { append(value.raw, AnimatableChannels.positionTolerance) }
    private mutating func append(_ rect: FixedRect) {
        append(rect.minX); append(rect.minY); append(rect.width); append(rect.height)
    }
    private mutating func append(_ color: PixelColor) {
        append(Int(color.alpha), AnimatableChannels.colorTolerance)
        append(Int(color.red), AnimatableChannels.colorTolerance)
        append(Int(color.green), AnimatableChannels.colorTolerance)
        append(Int(color.blue), AnimatableChannels.colorTolerance)
    }

    /// An arc's ends move (a gauge's value, a spinner's turn).
    private mutating func append(_ arc: ArcSegment) {
        append(arc.start, AnimatableChannels.angleTolerance)
        append(arc.end, AnimatableChannels.angleTolerance)
    }

    package init() {}

    package init(of item: DisplayItem) {
        collect(item)
    }

    /// `item`'s values into `buffer` (emptied first, its storage kept): what an animation
    /// frame needs, with nothing allocated once the buffer has grown.
    package static func values(of item: DisplayItem, into buffer: inout [Int]) {
        var channels = AnimatableChannels()
        channels.keepsTolerances = false
        swap(&channels.values, &buffer)
        channels.values.removeAll(keepingCapacity: true)
        channels.collect(item)
        swap(&channels.values, &buffer)
    }

    private mutating func collect(_ item: DisplayItem) {
        switch item {
        case .fill(let kind, let rect, let color):
            append(rect); append(color)
            if case .roundedRectangle(let radius) = kind { append(radius) }
            if case .arc(let arc) = kind { append(arc) }
        case .stroke(let kind, let rect, let color, let lineWidth):
            append(rect); append(color); append(lineWidth)
            if case .roundedRectangle(let radius) = kind { append(radius) }
            if case .arc(let arc) = kind { append(arc) }
        case .gradientFill(let kind, let rect, _):
            // A gradient's colours take their new values at once; its shape moves.
            append(rect)
            if case .roundedRectangle(let radius) = kind { append(radius) }
            if case .arc(let arc) = kind { append(arc) }
        case .gradientStroke(let kind, let rect, _, let lineWidth):
            append(rect); append(lineWidth)
            if case .roundedRectangle(let radius) = kind { append(radius) }
            if case .arc(let arc) = kind { append(arc) }
        case .text(let run):
            append(run.baselineOrigin.x); append(run.baselineOrigin.y); append(run.color)
        case .image(let image):
            append(image.rect)
        case .path(let path):
            // The frame, the colour, the line's width and the shape's own data move; the
            // path follows them through its regeneration.
            append(path.rect)
            if case .color(let color) = path.paint { append(color) }
            if case .stroke(let style) = path.drawing { append(style.lineWidth) }
            for value in path.animatableData { append(value, AnimatableChannels.dataTolerance) }
        case .beginGroup(let effect):
            append(Int(effect.opacity), AnimatableChannels.colorTolerance)
            append(effect.scaleX, AnimatableChannels.scaleTolerance)
            append(effect.scaleY, AnimatableChannels.scaleTolerance)
            append(effect.anchor.x); append(effect.anchor.y)
            if let shadow = effect.shadow {
                append(shadow.radius); append(shadow.offset.x); append(shadow.offset.y); append(shadow.color)
            }
            if let clip = effect.clip { append(clip) }
            if let mask = effect.mask {
                append(mask.rect)
                if case .roundedRectangle(let radius) = mask.kind { append(radius) }
            }
            if let transform = effect.transform { append(transform) }
        case .endGroup:
            break
        }
    }

    /// A transform moves through the view's frame and the effect's data (a rotation
    /// through its angle), or through its matrix's numbers when nothing can remake it.
    private mutating func append(_ transform: GroupTransform) {
        append(transform.frame)
        if transform.regeneration != nil {
            for value in transform.animatableData { append(value, AnimatableChannels.dataTolerance) }
        } else {
            let m = transform.local
            append(m.a, AnimatableChannels.scaleTolerance)
            append(m.b, AnimatableChannels.scaleTolerance)
            append(m.c, AnimatableChannels.scaleTolerance)
            append(m.d, AnimatableChannels.scaleTolerance)
            append(m.tx); append(m.ty)
        }
    }

    /// Whether `a` animates into `b` (same kind of item, same channels).
    package static func canAnimate(_ a: DisplayItem, into b: DisplayItem) -> Bool {
        switch (a, b) {
        case (.fill(let k1, _, _), .fill(let k2, _, _)), (.stroke(let k1, _, _, _), .stroke(let k2, _, _, _)):
            return k1.hasRadius == k2.hasRadius && k1.arcSegment?.roundCaps == k2.arcSegment?.roundCaps
        case (.gradientFill(let k1, _, _), .gradientFill(let k2, _, _)),
             (.gradientStroke(let k1, _, _, _), .gradientStroke(let k2, _, _, _)):
            return k1.hasRadius == k2.hasRadius && k1.arcSegment?.roundCaps == k2.arcSegment?.roundCaps
        case (.text(let r1), .text(let r2)):
            return r1.string == r2.string && r1.fontSize == r2.fontSize && r1.weight == r2.weight && r1.style == r2.style
        case (.image(let i1), .image(let i2)):
            return i1.image === i2.image && i1.interpolation == i2.interpolation && i1.tint == i2.tint
                && i1.source == i2.source && i1.isTiled == i2.isTiled
        case (.path(let p1), .path(let p2)):
            return p1.regeneration != nil && p2.regeneration != nil && p1.animatableData.count == p2.animatableData.count
                && p1.drawing.animatesInto(p2.drawing) && p1.paint.animatesInto(p2.paint)
        case (.beginGroup(let e1), .beginGroup(let e2)):
            return (e1.shadow == nil) == (e2.shadow == nil) && (e1.clip == nil) == (e2.clip == nil)
                && e1.mask?.kind.hasRadius == e2.mask?.kind.hasRadius && e1.mask?.clipsToRect == e2.mask?.clipsToRect
                && GroupTransform.animates(e1.transform, into: e2.transform)
        default:
            return false
        }
    }

    /// `item` with these values (clamped to what each may be), and how far its origin and
    /// size moved (to move the bounds it was laid out with).
    package static func apply(_ values: [Int], to item: DisplayItem) -> (item: DisplayItem, boundsChange: FixedRect) {
        var index = 0
        func next() -> Int { defer { index += 1 }; return index < values.count ? values[index] : 0 }
        func fixed() -> Fixed { Fixed(raw: next()) }
        func rect() -> FixedRect {
            let x = fixed(), y = fixed(), w = fixed(), h = fixed()
            return FixedRect(x: x, y: y, width: Fixed.max(w, .zero), height: Fixed.max(h, .zero))
        }
        func color() -> PixelColor {
            let a = UInt8(clamping: next()), r = next(), g = next(), b = next()
            func channel(_ v: Int) -> UInt8 { UInt8(clamping: Swift.min(v, Int(a))) }
            return PixelColor(premultipliedRed: channel(r), green: channel(g), blue: channel(b), alpha: a)
        }
        func kind(_ old: ShapeKind) -> ShapeKind {
            if case .roundedRectangle = old { return .roundedRectangle(cornerRadius: Fixed.max(fixed(), .zero)) }
            if case .arc(let arc) = old {
                let start = next(), end = next()
                return .arc(ArcSegment(start: start, end: end, roundCaps: arc.roundCaps))
            }
            return old
        }
        func change(_ old: FixedRect, _ new: FixedRect) -> FixedRect {
            FixedRect(x: new.minX - old.minX, y: new.minY - old.minY, width: new.width - old.width, height: new.height - old.height)
        }
        switch item {
        case .fill(let oldKind, let oldRect, _):
            let r = rect(), c = color()
            return (.fill(kind(oldKind), rect: r, color: c), change(oldRect, r))
        case .stroke(let oldKind, let oldRect, _, let oldWidth):
            let r = rect(), c = color(), width = Fixed.max(fixed(), .zero)
            // The bounds grow by half the line width on each side.
            let grow = (width - oldWidth) / 2
            var moved = change(oldRect, r)
            moved = FixedRect(x: moved.minX - grow, y: moved.minY - grow, width: moved.width + grow * 2, height: moved.height + grow * 2)
            return (.stroke(kind(oldKind), rect: r, color: c, lineWidth: width), moved)
        case .gradientFill(let oldKind, let oldRect, let gradient):
            let r = rect()
            return (.gradientFill(kind(oldKind), rect: r, gradient: gradient), change(oldRect, r))
        case .gradientStroke(let oldKind, let oldRect, let gradient, let oldWidth):
            let r = rect(), width = Fixed.max(fixed(), .zero)
            let grow = (width - oldWidth) / 2
            var moved = change(oldRect, r)
            moved = FixedRect(x: moved.minX - grow, y: moved.minY - grow, width: moved.width + grow * 2, height: moved.height + grow * 2)
            return (.gradientStroke(kind(oldKind), rect: r, gradient: gradient, lineWidth: width), moved)
        case .text(var run):
            let x = fixed(), y = fixed()
            let moved = FixedRect(x: x - run.baselineOrigin.x, y: y - run.baselineOrigin.y, width: .zero, height: .zero)
            run.baselineOrigin = FixedPoint(x: x, y: y)
            run.color = color()
            return (.text(run), moved)
        case .image(var image):
            let r = rect()
            let moved = change(image.rect, r)
            image.rect = r
            return (.image(image), moved)
        case .path(var path):
            let oldBounds = path.drawnBounds
            path.rect = rect()
            if case .color = path.paint { path.paint = .color(color()) }
            if case .stroke(var style) = path.drawing {
                style.lineWidth = Fixed(raw: Swift.min(Swift.max(next(), 0), PathStrokeStyle.widestLine.raw))
                path.drawing = .stroke(style)
            }
            path.animatableData = path.animatableData.map { _ in next() }
            if let regeneration = path.regeneration {
                path.geometry = regeneration.makeGeometry(path.rect, path.animatableData)
            }
            return (.path(path), change(oldBounds, path.drawnBounds))
        case .beginGroup(var effect):
            effect.opacity = UInt8(clamping: next())
            effect.scaleX = Swift.max(0, next())
            effect.scaleY = Swift.max(0, next())
            effect.anchor = FixedPoint(x: fixed(), y: fixed())
            if effect.shadow != nil {
                let radius = Fixed.max(fixed(), .zero), offset = FixedPoint(x: fixed(), y: fixed())
                effect.shadow = ShadowEffect(color: color(), radius: radius, offset: offset)
            }
            if effect.clip != nil { effect.clip = rect() }
            if let mask = effect.mask {
                let r = rect()
                effect.mask = mask.moved(to: r, kind: kind(mask.kind))
            }
            if var transform = effect.transform {
                transform.frame = rect()
                if let regeneration = transform.regeneration {
                    transform.animatableData = transform.animatableData.map { _ in next() }
                    transform.local = regeneration.makeTransform(transform.frame.size, transform.animatableData)
                } else {
                    let a = next(), b = next(), c = next(), d = next()
                    transform.local = FixedAffineTransform(a: a, b: b, c: c, d: d, tx: fixed(), ty: fixed())
                }
                effect.transform = transform
            }
            return (.beginGroup(effect), FixedRect(x: 0, y: 0, width: 0, height: 0))
        case .endGroup:
            return (item, FixedRect(x: 0, y: 0, width: 0, height: 0))
        }
    }
}

extension GroupTransform {
    /// Whether a group's transform (or its absence) animates into another's: both made
    /// the same way, from as many numbers.
    static func animates(_ a: GroupTransform?, into b: GroupTransform?) -> Bool {
        switch (a, b) {
        case (nil, nil): true
        case let (a?, b?): (a.regeneration == nil) == (b.regeneration == nil) && a.animatableData.count == b.animatableData.count
        default: false
        }
    }
}

extension PathItem.Drawing {
    /// Fills by the same rule, or strokes with the same ends and corners (the width moves).
    func animatesInto(_ other: PathItem.Drawing) -> Bool {
        switch (self, other) {
        case (.fill(let a), .fill(let b)): a == b
        case (.stroke(let a), .stroke(let b)): a.cap == b.cap && a.join == b.join && a.miterLimit == b.miterLimit
        default: false
        }
    }
}

extension PathItem.Paint {
    /// A colour moves into a colour; a gradient stays as it is while its shape moves.
    func animatesInto(_ other: PathItem.Paint) -> Bool {
        switch (self, other) {
        case (.color, .color): true
        case (.gradient(let a), .gradient(let b)): a == b
        default: false
        }
    }
}

extension ShapeKind {
    var hasRadius: Bool {
        if case .roundedRectangle = self { return true }
        return false
    }
}
