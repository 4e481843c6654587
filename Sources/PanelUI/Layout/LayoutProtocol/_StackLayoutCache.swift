import PanelBase

/// The cache of the stack layouts (`HStackLayout`, `VStackLayout`, `ZStackLayout`): the
/// buffers a stack measures with, kept between calls. The stack layouts measure and place
/// their subviews exactly as `HStack`, `VStack` and `ZStack` do (`StackArrangement`).
public struct _StackLayoutCache {
    var scratch = StackArrangement.Scratch()

    init() {}

    /// The size of a stack of `style` holding `subviews`, for `proposal`.
    mutating func sizeThatFits(_ style: StackLayoutStyle, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
        // Taken out while in use, so that it is changed in place.
        nonisolated(unsafe) var taken = scratch
        scratch = StackArrangement.Scratch()
        defer { scratch = taken }
        return MainActor.assumeIsolated {
            taken.clear()
            return StackArrangement.layOut(subviews.heldNodes, style: style, proposal: proposal.fixed, scratch: &taken).chosenSize
        }
    }

    /// Places `subviews` as a stack of `style` laid out in `bounds` (mirrored right to left,
    /// as a stack is).
    mutating func placeSubviews(_ style: StackLayoutStyle, in bounds: CGRect, _ subviews: LayoutSubviews) {
        nonisolated(unsafe) var taken = scratch
        scratch = StackArrangement.Scratch()
        defer { scratch = taken }
        MainActor.assumeIsolated {
            taken.clear()
            let rect = FixedRect(bounds)
            let mirrored = subviews.layoutDirection == .rightToLeft
            let nodes = subviews.heldNodes
            _ = StackArrangement.layOut(nodes, style: style, proposal: ProposedSize(rect.size), scratch: &taken) { index, frame in
                let x = mirrored ? rect.width - frame.maxX : frame.minX
                subviews[subviews.startIndex + index].place(
                    in: FixedRect(x: rect.minX + x, y: rect.minY + frame.minY, width: frame.width, height: frame.height))
            }
        }
    }
}
