import PanelBase

/// The two handles of a selection made by touch: a bar along each end's line with a round
/// knob under it, in the tint, that a finger drags to move that end. Each end stands where
/// its caret would, so in right-to-left text the selection's first character's handle is
/// on the right. Positions are 1/64 px from the field's text viewport's top left, after
/// its scrolling.
struct SelectionHandles: Equatable {
    enum End: Equatable { case lower, upper }

    struct Handle: Equatable {
        var end: End
        /// The end's caret x, its line's top and bottom.
        var x: Int
        var top: Int
        var bottom: Int
    }

    let handles: [Handle]

    /// The knob's diameter.
    static let knob = Fixed(12)
    /// How far from a handle a touch still grabs it.
    static let reach = Fixed(22)

    init(selection: Range<Int>, layout: TextEditingLayout, scrollX: Int, scrollY: Int) {
        func handle(_ end: End, at index: Int) -> Handle {
            var number = layout.line(of: index)
            var x = layout.caretPosition(at: index).x
            // The end of a selection that stops where a wrapped line does stands at the
            // end of that line, not at the start of the next.
            if end == .upper, number > 0, layout.lines[number].start == index, !layout.lines[number - 1].endsParagraph {
                number -= 1
                let line = layout.lines[number]
                x = line.x + line.stops.caretX(at: line.count)
            }
            let top = number * layout.lineHeight - scrollY
            return Handle(end: end, x: x - scrollX, top: top, bottom: top + layout.lineHeight)
        }
        handles = [handle(.lower, at: selection.lowerBound), handle(.upper, at: selection.upperBound)]
    }

    /// The handle a touch at `point` grabs: the nearest within reach of its bar and knob.
    func handle(at point: FixedPoint) -> Handle? {
        let reach = SelectionHandles.reach.raw
        var best: (handle: Handle, distance: Int)?
        for handle in handles {
            let dx = abs(point.x.raw - handle.x)
            let below = handle.bottom + SelectionHandles.knob.raw
            let dy = point.y.raw < handle.top ? handle.top - point.y.raw : Swift.max(0, point.y.raw - below)
            guard dx <= reach, dy <= reach else { continue }
            if best.map({ dx + dy < $0.distance }) ?? true { best = (handle, dx + dy) }
        }
        return best?.handle
    }

    /// The handles drawn in `color`.
    @MainActor func view(color: Color) -> some View {
        func points(_ raw: Int) -> CGFloat { CGFloat(Fixed(raw: raw).doubleValue) }
        let knob = CGFloat(SelectionHandles.knob.doubleValue)
        return ZStack(alignment: .topLeading) {
            ForEach(handles.indices, id: \.self) { index in
                let handle = handles[index]
                // Rounded: a bar with round ends, unlike the square caret.
                RoundedRectangle(cornerRadius: 1).fill(color).frame(width: 2, height: points(handle.bottom - handle.top))
                    .offset(x: points(handle.x) - 1, y: points(handle.top))
                Circle().fill(color).frame(width: knob, height: knob)
                    .offset(x: points(handle.x) - knob / 2, y: points(handle.bottom))
            }
        }
    }
}
