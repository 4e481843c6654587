/// What the view tree draws, in order: shapes, text and groups of effects, each with the
/// screen pixels it may touch. Two lists diff into a damage region; the rasterizer turns
/// a list into pixels.
public struct DisplayList: Hashable, Sendable {
    public struct Entry: Hashable, Sendable {
        public var item: DisplayItem
        /// The pixels the item (a group: its whole content) may change, on screen.
        public var bounds: PixelRect
        /// The same in layout coordinates, before any group's scale: where a group's layer
        /// lies (its content, with nested groups' effects, shadow and clip applied).
        public var localBounds: PixelRect

        @inlinable public init(item: DisplayItem, bounds: PixelRect, localBounds: PixelRect) {
            self.item = item
            self.bounds = bounds
            self.localBounds = localBounds
        }

        /// Written out so that it can be inlined where display lists are compared.
        @inlinable public static func == (a: Entry, b: Entry) -> Bool {
            a.bounds == b.bounds && a.localBounds == b.localBounds && a.item == b.item
        }
    }

    public var entries: [Entry] = []
    public init() {}

    /// Rectangles covering every pixel that differs between `old` and this list: the
    /// items that changed, appeared or went (compared after a common prefix and suffix).
    public func damage(since old: DisplayList) -> Region {
        let a = old.entries, b = entries
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix,
              a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        var changed = Region()
        for entry in a[prefix..<(a.count - suffix)] { changed.formUnion(entry.bounds) }
        for entry in b[prefix..<(b.count - suffix)] { changed.formUnion(entry.bounds) }
        return changed.merged()
    }

    /// The text runs, in drawing order (tests read what is on screen through this).
    public var texts: [TextRun] {
        entries.compactMap { if case .text(let run) = $0.item { return run } else { return nil } }
    }
}
