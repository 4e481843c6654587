import PanelBase

/// When a scroll view's indicators show: fully while the content moves, for a moment after
/// it comes to rest, then fading out. Their opacity is a function of the time the content
/// came to rest and the frame's time, so the same touches give the same frames.
struct ScrollIndicatorFade {
    /// How long the indicators stay after the content comes to rest (ns).
    static let holdTime: Int64 = 500_000_000
    /// How long they take to fade out (ns).
    static let fadeTime: Int64 = 250_000_000
    /// Their thickness, their distance from the viewport's edge and from its ends (px), and
    /// their shortest length.
    static let thickness = Fixed(3)
    static let inset = Fixed(3)
    static let minimumLength = Fixed(36)
    /// Their colour at full opacity: black at 35 %, as UIKit's default indicators.
    static let alpha = 89

    /// When the content came to rest (nil while it moves).
    private var restedAt: MonotonicTime?
    /// 0 (hidden) to 255.
    private(set) var opacity = 0

    /// Whether they are still on screen after the content came to rest.
    var isFading: Bool { restedAt != nil && opacity > 0 }

    mutating func move() {
        restedAt = nil
        opacity = 255
    }

    mutating func rest(at time: MonotonicTime) {
        guard opacity > 0, restedAt == nil else { return }
        restedAt = time
    }

    mutating func advance(to time: MonotonicTime) {
        guard let restedAt else { return }
        let elapsed = time - restedAt
        if elapsed <= ScrollIndicatorFade.holdTime {
            opacity = 255
        } else if elapsed >= ScrollIndicatorFade.holdTime + ScrollIndicatorFade.fadeTime {
            opacity = 0
        } else {
            let left = ScrollIndicatorFade.holdTime + ScrollIndicatorFade.fadeTime - elapsed
            opacity = Int(mulDiv(255, left, ScrollIndicatorFade.fadeTime))
        }
    }

    /// The indicator colour at `opacity`.
    static func color(opacity: Int) -> PixelColor {
        let a = UInt8(roundedDivision(alpha * opacity, 255))
        return PixelColor(premultipliedRed: 0, green: 0, blue: 0, alpha: a)
    }

    /// The bar along `axis` for a viewport and a content length, where the motion's
    /// position puts it (shorter while the content is pulled past an edge); nil when the
    /// content fits.
    static func bar(along axis: Axis, viewport: FixedRect, content: Fixed, motion: ScrollAxisMotion, bothAxes: Bool) -> FixedRect? {
        let viewportLength = axis == .vertical ? viewport.height : viewport.width
        guard content > viewportLength, viewportLength > .zero else { return nil }
        // The track leaves room at the far end for the other axis's bar.
        let track = viewportLength - inset * 2 - (bothAxes ? thickness + inset : .zero)
        guard track > minimumLength else { return nil }
        var length = Fixed(raw: Int(mulDiv(Int64(track.raw), Int64(viewportLength.raw), Int64(content.raw))))
        let position = motion.shownOffset
        let limit = content - viewportLength
        // Pulled past an edge, the bar shortens by the overshoot.
        let overshoot = position < .zero ? -position : (position > limit ? position - limit : .zero)
        length = Fixed.max(minimumLength, length - overshoot)
        let travel = track - length
        let clamped = Fixed.min(Fixed.max(position, .zero), limit)
        let start = inset + Fixed(raw: Int(mulDiv(Int64(travel.raw), Int64(clamped.raw), Int64(Swift.max(limit.raw, 1)))))
        switch axis {
        case .vertical:
            return FixedRect(x: viewport.maxX - inset - thickness, y: viewport.minY + start, width: thickness, height: length)
        case .horizontal:
            return FixedRect(x: viewport.minX + start, y: viewport.maxY - inset - thickness, width: length, height: thickness)
        }
    }
}
