import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import Panel

/// What the container tests read from a host's display list.
@MainActor
extension ViewHost {
    /// The text runs drawn, in order.
    var drawnRuns: [TextRun] {
        displayList.entries.compactMap { if case .text(let run) = $0.item { return run } else { return nil } }
    }

    var drawnStrings: [String] { drawnRuns.map(\.string) }

    /// The colour `string` is drawn in.
    func colour(ofText string: String) -> PixelColor? {
        drawnRuns.first { $0.string == string }?.color
    }

    /// Every filled rectangle or rounded rectangle of `color`, with its shape.
    func shapes(of color: Color) -> [(ShapeKind, FixedRect)] {
        displayList.entries.compactMap {
            if case .fill(let kind, let rect, let c) = $0.item, c == color.pixelColor { return (kind, rect) } else { return nil }
        }
    }

    /// Draws the whole screen.
    func drawn(fonts: FontSet) -> Surface {
        let surface = Surface(width: size.width.roundedPixels, height: size.height.roundedPixels)
        DisplayListRenderer(fonts: fonts).draw(displayList, into: surface, region: [size.enclosingScreen])
        return surface
    }
}

/// The colour a text is drawn in with the secondary foreground style (resolved for the
/// light scheme), read from a host so the tests need not know how it is resolved.
@MainActor
func secondaryTextColour() -> PixelColor? {
    let host = ViewHost(rootView: Text("ref").foregroundStyle(Color.secondary), width: 100, height: 40)
    host.update()
    return host.colour(ofText: "ref")
}

@MainActor
func primaryTextColour() -> PixelColor? {
    let host = ViewHost(rootView: Text("ref"), width: 100, height: 40)
    host.update()
    return host.colour(ofText: "ref")
}

extension FixedRect {
    var midX: Fixed { minX + width / 2 }
    var midY: Fixed { minY + height / 2 }
}

/// Whether two positions are within a point of each other (text frames have fractional
/// widths that stacks round).
func near(_ a: Fixed, _ b: Fixed) -> Bool { abs((a - b).doubleValue) < 1 }
