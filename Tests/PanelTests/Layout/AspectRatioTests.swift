import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

/// `aspectRatio`, flexible frames' unbounded and ideal sizes, and `fixedSize` with them.
@MainActor
@Suite struct AspectRatioTests {
    private func layout(_ view: some View, width: Int = 400, height: Int = 300) -> ViewHost {
        let host = ViewHost(rootView: view, width: width, height: height)
        host.update()
        return host
    }

    @Test func fitKeepsTheRatioInsideTheOfferAndFillCoversIt() {
        let fit = layout(Color.red.aspectRatio(2, contentMode: .fit).frame(width: 200, height: 200))
        #expect(fit.fill(of: .red) == FixedRect(x: 100, y: 100, width: 200, height: 100))
        let fill = layout(Color.red.aspectRatio(2, contentMode: .fill).frame(width: 200, height: 200))
        #expect(fill.fill(of: .red) == FixedRect(x: 0, y: 50, width: 400, height: 200))
        let size = layout(Color.red.aspectRatio(CGSize(width: 1, height: 2), contentMode: .fit).frame(width: 200, height: 200))
        #expect(size.fill(of: .red) == FixedRect(x: 150, y: 50, width: 100, height: 200))
    }

    @Test func withoutARatioItKeepsTheContentsIdealRatio() {
        let host = layout(Color.red.frame(idealWidth: 40, idealHeight: 20).scaledToFit().frame(width: 100, height: 100))
        #expect(host.fill(of: .red) == FixedRect(x: 150, y: 125, width: 100, height: 50))
    }

    @Test func anAxisOfferedNothingFollowsTheOther() {
        let host = layout(VStack(spacing: 0) {
            Color.red.aspectRatio(4, contentMode: .fit)
        }
        .frame(width: 200))
        // The VStack offers 200 × 300: the fitting size is 200 × 50.
        #expect(host.fill(of: .red)?.size == FixedSize(width: Fixed(200), height: Fixed(50)))
    }

    @Test func fixedSizeTakesTheFramesIdealSize() {
        let host = layout(Color.red.frame(minWidth: 10, idealWidth: 120, maxWidth: .infinity, minHeight: 5, idealHeight: 30).fixedSize())
        #expect(host.fill(of: .red) == FixedRect(x: 140, y: 135, width: 120, height: 30))
        let horizontal = layout(Color.red.frame(idealWidth: 120, maxWidth: .infinity).fixedSize(horizontal: true, vertical: false))
        #expect(horizontal.fill(of: .red) == FixedRect(x: 140, y: 0, width: 120, height: 300))
    }

    @Test func anUnboundedMaximumTakesAllOfferedAndAMinimumGrowsTheFrame() {
        let wide = layout(Color.red.frame(width: 50, height: 10).frame(maxWidth: .infinity, alignment: .leading))
        #expect(wide.fill(of: .red) == FixedRect(x: 0, y: 145, width: 50, height: 10))
        let tall = layout(Color.red.frame(width: 50, height: 10).frame(minHeight: 40, alignment: .bottom).background(Color.blue))
        #expect(tall.fill(of: .blue) == FixedRect(x: 175, y: 130, width: 50, height: 40))
        #expect(tall.fill(of: .red) == FixedRect(x: 175, y: 160, width: 50, height: 10))
    }
}
