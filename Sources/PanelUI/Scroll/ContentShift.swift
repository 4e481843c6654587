import PanelBase

/// How far a scroll view's content is moved on screen from where it is laid out, in whole
/// pixels: the content keeps the frames of its unscrolled place, and the scroll offset is
/// applied where the content meets the screen (drawing, hit testing, the frames reported
/// to gestures and readers). A scroll frame then moves no frame at all: it changes one
/// offset, and only the rows in sight are drawn again.
struct ContentShift: Equatable {
    var dx = 0
    var dy = 0

    static let zero = ContentShift()

    /// The content of a scroll view scrolled by `offset` (whole pixels) shows moved up and
    /// left by as much.
    init(scrolledBy offset: FixedPoint) {
        dx = -offset.x.roundedPixels
        dy = -offset.y.roundedPixels
    }

    init(dx: Int = 0, dy: Int = 0) {
        self.dx = dx
        self.dy = dy
    }

    static func + (a: ContentShift, b: ContentShift) -> ContentShift { ContentShift(dx: a.dx + b.dx, dy: a.dy + b.dy) }
    static func - (a: ContentShift, b: ContentShift) -> ContentShift { ContentShift(dx: a.dx - b.dx, dy: a.dy - b.dy) }

    /// A rectangle of pixels moved; an empty one (no place) stays as it is.
    func apply(_ rect: PixelRect) -> PixelRect {
        rect.isEmpty ? rect : applyEvenIfEmpty(rect)
    }

    /// A rectangle of pixels moved, even an empty one (an item's bounds keep its place).
    func applyEvenIfEmpty(_ rect: PixelRect) -> PixelRect {
        PixelRect(x: rect.x + dx, y: rect.y + dy, width: rect.width, height: rect.height)
    }

    func apply(_ rect: FixedRect) -> FixedRect {
        self == .zero ? rect : rect.offsetBy(dx: Fixed(dx), dy: Fixed(dy))
    }

    func apply(_ point: FixedPoint) -> FixedPoint {
        FixedPoint(x: point.x + Fixed(dx), y: point.y + Fixed(dy))
    }

    /// A point on screen in the coordinates of the content moved by this shift.
    func unapply(_ point: FixedPoint) -> FixedPoint {
        FixedPoint(x: point.x - Fixed(dx), y: point.y - Fixed(dy))
    }
}

extension ViewNode {
    /// How far this node shows from its frame: the scroll offsets of the scroll views it
    /// is in.
    var screenShift: ContentShift {
        var shift = ContentShift.zero
        forEachEnclosingScrollView { shift = shift + $0.contentShift }
        return shift
    }

    /// Calls `body` with each scroll view whose content this node is in, innermost first,
    /// up to (not including) `top` when one is given.
    final func forEachEnclosingScrollView(within top: ViewNode? = nil, _ body: (ScrollViewNode) -> Void) {
        var ancestor = parent
        while let current = ancestor, current !== top {
            if let scroll = current as? ScrollViewNode { body(scroll) }
            ancestor = current.parent
        }
    }

    /// Where this node's frame shows on screen.
    var screenFrame: FixedRect { screenShift.apply(frame) }
}

