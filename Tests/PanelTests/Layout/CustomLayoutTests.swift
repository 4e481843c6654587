import Observation
import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

/// Each view to the right of and below the one before, at its ideal size.
private struct Diagonal: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.reduce(CGSize.zero) { total, subview in
            let size = subview.sizeThatFits(.unspecified)
            return CGSize(width: total.width + size.width, height: total.height + size.height)
        }
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var corner = bounds.origin
        for subview in subviews {
            subview.place(at: corner, proposal: .unspecified)
            let size = subview.sizeThatFits(.unspecified)
            corner.x += size.width
            corner.y += size.height
        }
    }
}

/// Takes what it is offered and places only its first view, by its centre, at its own
/// centre.
private struct FirstCentred: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let first = subviews.first else { return }
        first.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: .unspecified)
    }
}

/// A column, its views ordered by their `Rank` (lowest first), whose leading guide is
/// indented by 10.
private struct RankedColumn: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for subview in subviews.sorted(by: { $0[Rank.self] < $1[Rank.self] }) {
            subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
            y += subview.sizeThatFits(.unspecified).height
        }
    }

    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout ()) -> CGFloat? {
        guide == .leading ? bounds.minX + 10 : nil
    }
}

private struct Rank: LayoutValueKey {
    static let defaultValue = 0
}

/// Records the size its first view chooses for 100 × 60.
private struct SizeProbe: Layout {
    let seen: LayoutProbeRecord

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        seen.size = subviews.first?.sizeThatFits(ProposedViewSize(width: 100, height: 60))
        return .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

/// `SizeProbe`, saying it stacks horizontally.
private struct HorizontalProbe: Layout {
    let seen: LayoutProbeRecord
    static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        seen.size = subviews.first?.sizeThatFits(ProposedViewSize(width: 100, height: 60))
        return .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

@Observable
private final class Ranks {
    var red = 1
    var blue = 2
}

@MainActor
@Suite struct CustomLayoutTests {
    private func layout(_ view: some View, width: Int = 400, height: Int = 300) -> ViewHost {
        let host = ViewHost(rootView: view, width: width, height: height)
        host.update()
        return host
    }

    @Test func aCustomLayoutSizesItselfAndPlacesItsViewsWhereItSays() {
        let host = layout(Diagonal {
            Color.red.frame(width: 10, height: 10)
            Color.blue.frame(width: 20, height: 20)
        })
        // 30 × 30, centred in 400 × 300: its origin at (185, 135).
        #expect(host.fill(of: .red) == FixedRect(x: 185, y: 135, width: 10, height: 10))
        #expect(host.fill(of: .blue) == FixedRect(x: 195, y: 145, width: 20, height: 20))
    }

    @Test func groupsAndForEachAreFlattenedIntoSubviews() {
        let colors: [Color] = [.green, .yellow]
        let host = layout(Diagonal {
            Group {
                Color.red.frame(width: 10, height: 10)
                Color.blue.frame(width: 10, height: 10)
            }
            ForEach(colors.indices, id: \.self) { colors[$0].frame(width: 10, height: 10) }
        })
        // Four subviews: 40 × 40 from (180, 130), each 10 further on.
        #expect(host.fill(of: .red)?.origin == FixedPoint(x: Fixed(180), y: Fixed(130)))
        #expect(host.fill(of: .blue)?.origin == FixedPoint(x: Fixed(190), y: Fixed(140)))
        #expect(host.fill(of: .green)?.origin == FixedPoint(x: Fixed(200), y: Fixed(150)))
        #expect(host.fill(of: .yellow)?.origin == FixedPoint(x: Fixed(210), y: Fixed(160)))
    }

    @Test func anAnchorPutsThatPointOfTheViewAtThePosition() {
        let host = layout(FirstCentred { Color.red.frame(width: 40, height: 20) }.frame(width: 100, height: 100))
        // The frame is 100 × 100 at (150, 100); its centre is (200, 150).
        #expect(host.fill(of: .red) == FixedRect(x: 180, y: 140, width: 40, height: 20))
    }

    @Test func aViewLeftUnplacedSitsAtTheCentreOfferedTheContainersSize() {
        let host = layout(FirstCentred {
            Color.red.frame(width: 10, height: 10)
            Color.blue.frame(maxWidth: 60, maxHeight: .infinity)
        }.frame(width: 100, height: 80))
        // Offered 100 × 80, the blue view is 60 × 80, centred in the container at (150, 110).
        #expect(host.fill(of: .blue) == FixedRect(x: 170, y: 110, width: 60, height: 80))
    }

    @Test func layoutValuesAreReadAndAChangedValueLaysOutAgain() {
        let ranks = Ranks()
        struct Column: View {
            let ranks: Ranks
            var body: some View {
                RankedColumn {
                    Color.red.frame(width: 10, height: 10).layoutValue(key: Rank.self, value: ranks.red)
                    Color.blue.frame(width: 10, height: 10).layoutValue(key: Rank.self, value: ranks.blue)
                    // No value: the key's default (0) puts it first.
                    Color.green.frame(width: 10, height: 10)
                }
            }
        }
        let host = layout(Column(ranks: ranks))
        let top = Fixed(135)
        #expect(host.fill(of: .green)?.minY == top)
        #expect(host.fill(of: .red)?.minY == top + Fixed(10))
        #expect(host.fill(of: .blue)?.minY == top + Fixed(20))
        ranks.red = 3
        host.update()
        #expect(host.fill(of: .blue)?.minY == top + Fixed(10))
        #expect(host.fill(of: .red)?.minY == top + Fixed(20))
    }

    @Test func theOutermostLayoutValueWinsAndIsFoundThroughOtherModifiers() {
        let host = layout(RankedColumn {
            Color.red.frame(width: 10, height: 10).layoutValue(key: Rank.self, value: 9).padding(1)
                .layoutValue(key: Rank.self, value: 1)
            Color.blue.frame(width: 12, height: 12).layoutValue(key: Rank.self, value: 2)
        })
        // Red (rank 1, 12 × 12 with its padding) above blue.
        let red = host.fill(of: .red), blue = host.fill(of: .blue)
        #expect(red != nil && blue != nil)
        if let red, let blue { #expect(red.maxY + Fixed(1) == blue.minY) }
    }

    @Test func anExplicitGuideOfTheLayoutAlignsItInItsParent() {
        let host = layout(VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 40, height: 10)
            RankedColumn { Color.blue.frame(width: 40, height: 10) }
        })
        // The column's leading guide is 10 in: it stands 10 to the left of the red view.
        let red = host.fill(of: .red), blue = host.fill(of: .blue)
        #expect(red != nil && blue != nil)
        if let red, let blue { #expect(blue.minX == red.minX - Fixed(10)) }
    }

    @Test func priorityAndSpacingDescribeEachSubview() {
        struct Probe: Layout {
            let seen: LayoutProbeRecord
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                seen.priorities = subviews.map(\.priority)
                seen.spacings = subviews.map(\.spacing)
                seen.union = spacing(subviews: subviews, cache: &cache)
                return .zero
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
        let seen = LayoutProbeRecord()
        _ = layout(Probe(seen: seen) {
            Color.red.layoutPriority(2)
            Spacer()
            Probe(seen: LayoutProbeRecord()) { Color.blue }
        })
        #expect(seen.priorities == [2, 0, 0])
        #expect(seen.spacings.count == 3)
        #expect(seen.spacings.first?.distance(to: seen.spacings[0], along: .horizontal) == 8)
        // A spacer asks for no space, and wins.
        #expect(seen.spacings[0].distance(to: seen.spacings[1], along: .horizontal) == 0)
        #expect(seen.union.distance(to: ViewSpacing(), along: .vertical) == 8)
    }

    @Test func aSpacerGrowsAlongTheStackOrientationTheLayoutStates() {
        let seen = LayoutProbeRecord()
        _ = layout(HorizontalProbe(seen: seen) { Spacer() })
        // Along a horizontal stack a spacer takes the width offered and no height.
        #expect(seen.size == CGSize(width: 100, height: 0))
        // Outside any stack it grows both ways.
        _ = layout(SizeProbe(seen: seen) { Spacer() })
        #expect(seen.size == CGSize(width: 100, height: 60))
    }
}

/// What a probing layout saw (a class, so the layout can report it; used on the main
/// thread only).
final class LayoutProbeRecord: @unchecked Sendable {
    var priorities: [Double] = []
    var spacings: [ViewSpacing] = []
    var union = ViewSpacing()
    var size: CGSize?
}

/// A row `gap` apart, with a plain value compared field by field (it is not `Equatable`).
private struct GappedRow: Layout {
    var gap: CGFloat
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).reduce(0, +) + gap * CGFloat(max(0, sizes.count - 1)),
                      height: sizes.map(\.height).max() ?? 0)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for subview in subviews {
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
            x += subview.sizeThatFits(.unspecified).width + gap
        }
    }
}

@Observable
private final class Gap {
    var gap: CGFloat = 10
    var tint = Color.red
}

@MainActor
@Suite struct CustomLayoutValueTests {
    @Test func aNewValueOfTheLayoutLaysOutAgainAndTheSameValueDoesNot() {
        struct Row: View {
            let model: Gap
            var body: some View {
                GappedRow(gap: model.gap) {
                    model.tint.frame(width: 10, height: 10)
                    Color.blue.frame(width: 10, height: 10)
                }
            }
        }
        let model = Gap()
        let host = ViewHost(rootView: Row(model: model), width: 200, height: 100)
        host.update()
        #expect(host.fill(of: .blue)?.minX == Fixed(105))
        let computed = host.graph.sizeComputations
        model.tint = .green
        host.update()
        // The same layout value: nothing is measured again.
        #expect(host.graph.sizeComputations == computed)
        model.gap = 30
        host.update()
        #expect(host.fill(of: .green)?.minX == Fixed(75))
        #expect(host.fill(of: .blue)?.minX == Fixed(115))
    }
}
