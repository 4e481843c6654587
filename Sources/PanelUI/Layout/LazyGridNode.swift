import PanelBase

/// A lazy grid's layout: `axis` is the way it grows (vertical for LazyVGrid, whose items
/// are columns).
struct LazyGridStyle: Equatable {
    var axis: Axis
    var items: [GridItem]
    var alignment: Alignment
    var spacing: Fixed?
}

struct LazyGridInput {
    var style: LazyGridStyle
    var content: any View
}

@MainActor
protocol LazyGridReading {
    var lazyGridInput: LazyGridInput { get }
}

/// The node of LazyVGrid and LazyHGrid. Described for LazyVGrid: tracks are columns, lines
/// are rows; a LazyHGrid is the same with the axes swapped.
final class LazyGridNode: ViewNode {
    override var ownValueAffectsLayout: Bool { false }
    override var ownValueAffectsDrawing: Bool { false }
    private var style = LazyGridStyle(axis: .vertical, items: [], alignment: .center, spacing: nil)

    override var enclosingStackForChildren: StackLayoutStyle? {
        StackLayoutStyle(kind: .overlay, alignment: style.alignment, spacing: nil)
    }

    override func update(from view: any View, environment: EnvironmentValues) {
        super.update(from: view, environment: environment)
        guard let input = (view as? LazyGridReading)?.lazyGridInput else { return }
        if input.style != style {
            style = input.style
            invalidateLayout()
        }
        reconcileChildren(of: input.content, environment: environment)
    }

    override func explicitGuides(size: FixedSize) -> ExplicitGuides { .none }

    private var cross: Axis { style.axis == .vertical ? .horizontal : .vertical }
    private var lineSpacing: Fixed { style.spacing ?? StackNode.defaultSpacing }

    /// What a view in a track `length` long is offered: the track's length across, its
    /// ideal length along the grid.
    private func offer(_ length: Fixed) -> ProposedSize { .along(cross, length, cross: nil) }

    /// The tracks, and each line's length along the grid.
    private func measure(_ proposal: ProposedSize) -> (tracks: [GridTrack], lines: [Fixed]) {
        let tracks = GridItemSizing.tracks(style.items, available: proposal.length(cross))
        guard !tracks.isEmpty else { return ([], []) }
        var lines: [Fixed] = []
        for (index, child) in children.enumerated() {
            let track = index % tracks.count
            let length = child.size(for: offer(tracks[track].length)).length(style.axis)
            if track == 0 { lines.append(length) } else { lines[lines.count - 1] = Fixed.max(lines[lines.count - 1], length) }
        }
        return (tracks, lines)
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> FixedSize {
        let (tracks, lines) = measure(proposal)
        guard let last = tracks.last else { return .zero }
        let along = lines.reduce(Fixed.zero, +) + lineSpacing * Swift.max(0, lines.count - 1)
        // As wide as its columns for the width offered. Placed in that width, it lays its
        // columns out again for it, as SwiftUI does (the same columns, unless a flexible
        // column's bounds kept it from its share).
        return .along(style.axis, along, cross: last.start + last.length)
    }

    override func placeChildren(in rect: FixedRect) {
        let (tracks, lines) = measure(ProposedSize(rect.size))
        guard !tracks.isEmpty else { return }
        var lineStart = Fixed.zero
        for (index, child) in children.enumerated() {
            let track = index % tracks.count, line = index / tracks.count
            if track == 0 && line > 0 { lineStart += lines[line - 1] + lineSpacing }
            let size = child.size(for: offer(tracks[track].length))
            let cell = FixedSize.along(style.axis, lines[line], cross: tracks[track].length)
            let alignment = tracks[track].alignment ?? style.alignment
            let dimensions = ViewDimensions(width: cell.width.doubleValue, height: cell.height.doubleValue)
            let x = Fixed(alignment.horizontal.defaultValue(dimensions)) - child.guideValue(alignment.horizontal, size: size)
            let y = Fixed(alignment.vertical.defaultValue(dimensions)) - child.guideValue(alignment.vertical, size: size)
            let origin = style.axis == .vertical
                ? FixedPoint(x: rect.minX + tracks[track].start, y: rect.minY + lineStart)
                : FixedPoint(x: rect.minX + lineStart, y: rect.minY + tracks[track].start)
            child.place(in: FixedRect(x: origin.x + x, y: origin.y + y, width: size.width, height: size.height))
        }
    }
}
