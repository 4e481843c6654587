import Testing
@testable import PanelBase
@testable import PanelUI
@testable import Panel

/// `ProposedViewSize` and `ViewSpacing`, the values custom layouts work with.
@Suite struct LayoutValueTypesTests {
    @Test func proposedViewSizeConstantsAndReplacement() {
        #expect(ProposedViewSize.zero == ProposedViewSize(width: 0, height: 0))
        #expect(ProposedViewSize.unspecified.width == nil && ProposedViewSize.unspecified.height == nil)
        #expect(ProposedViewSize.infinity.width == .infinity)
        #expect(ProposedViewSize(CGSize(width: 3, height: 4)) == ProposedViewSize(width: 3, height: 4))
        #expect(ProposedViewSize.unspecified.replacingUnspecifiedDimensions() == CGSize(width: 10, height: 10))
        #expect(ProposedViewSize(width: 30, height: nil).replacingUnspecifiedDimensions(by: CGSize(width: 1, height: 2))
                == CGSize(width: 30, height: 2))
    }

    @Test func proposalsConvertToFixedPointAndBack() {
        let proposal = ProposedViewSize(width: .infinity, height: 12.5)
        #expect(proposal.fixed == ProposedSize(width: Fixed.infinity, height: Fixed(12.5)))
        #expect(ProposedViewSize(proposal.fixed) == proposal)
        #expect(ProposedViewSize(width: -5, height: nil).fixed == ProposedSize(width: .zero, height: nil))
        #expect(FixedSize(chosen: CGSize(width: .nan, height: -3)) == FixedSize(width: .zero, height: .zero))
    }

    @Test func spacingDistanceTakesTheSmallerFacingPreference() {
        var wide = ViewSpacing()
        wide.formUnion(.standard)
        #expect(wide.distance(to: .standard, along: .horizontal) == 8)
        #expect(wide.distance(to: .zero, along: .vertical) == 0)
        #expect(ViewSpacing().distance(to: ViewSpacing(), along: .horizontal) == 0)
        #expect(ViewSpacing().distance(to: .standard, along: .horizontal) == 8)
    }

    @Test func aUnionKeepsTheLargerPreferenceOnTheEdgesGiven() {
        let leadingOnly = ViewSpacing.zero.union(.standard, edges: .leading)
        // The trailing edge kept its zero, the leading one took 8.
        #expect(leadingOnly.distance(to: .standard, along: .horizontal) == 0)
        #expect(ViewSpacing.standard.distance(to: leadingOnly, along: .horizontal) == 8)
        #expect(leadingOnly.distance(to: .standard, along: .vertical) == 0)
    }
}
