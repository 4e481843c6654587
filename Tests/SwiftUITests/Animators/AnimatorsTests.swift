import Foundation
import Testing
import Panel
import SwiftUI
@testable import PanelUI

/// The animators of `ScoreCounter.swift`, written as Apple SwiftUI code, on a host; the
/// score's roll mid-way is compared byte for byte with Golden/numeric-text-*.png.
@MainActor
@Suite(.serialized) struct AnimatorsTests {
    @Test func theScoreRollsItsChangedDigits() throws {
        let host = ViewHost(rootView: ScoreCounter(), width: 480, height: 272)
        host.update()
        #expect(host.visibleTexts.contains("199"))
        let button = try #require(host.element(labeled: "Add point"))
        host.send(PointerEvent(pointer: 0, phase: .began, location: button.activationPoint, timestamp: MonotonicTime(seconds: 1)))
        host.send(PointerEvent(pointer: 0, phase: .ended, location: button.activationPoint, timestamp: MonotonicTime(seconds: 1.05)))
        host.update(at: MonotonicTime(seconds: 1.55))
        // Mid-roll: the three old digits and the three new ones, each half faded.
        let runs = host.displayList.entries.compactMap { entry -> TextRun? in
            if case .text(let run) = entry.item, ["1", "2", "9", "0"].contains(run.string) { return run } else { return nil }
        }
        #expect(runs.map(\.string).sorted() == ["0", "0", "1", "2", "9", "9"])
        #expect(runs.allSatisfy { $0.color.alpha > 100 && $0.color.alpha < 155 })
        host.update(at: MonotonicTime(seconds: 2.2))
        #expect(host.visibleTexts.contains("200"))
        #expect(!host.needsUpdate)
    }

    @Test(arguments: [(800, 480), (480, 272)])
    func scoreRollGolden(width: Int, height: Int) throws {
        let fonts = try FontSet.loadDefault()
        let host = ViewHost(rootView: ScoreCounter(), width: width, height: height, textMeasurer: fonts)
        host.update()
        let button = try #require(host.element(labeled: "Add point"))
        host.send(PointerEvent(pointer: 0, phase: .began, location: button.activationPoint, timestamp: MonotonicTime(seconds: 1)))
        host.send(PointerEvent(pointer: 0, phase: .ended, location: button.activationPoint, timestamp: MonotonicTime(seconds: 1.05)))
        host.update(at: MonotonicTime(seconds: 1.35))
        let surface = Surface(width: width, height: height)
        DisplayListRenderer(fonts: fonts, background: PixelColor(red: 255, green: 255, blue: 255))
            .draw(host.displayList, into: surface, region: [surface.bounds])
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        parts.removeLast(2)
        let name = "numeric-text-roll-\(width)x\(height)"
        if let failure = GoldenImage.check(surface, against: parts.joined(separator: "/") + "/Golden/\(name).png",
                                           update: GoldenImage.updateRequested) {
            Issue.record("golden \(name): \(failure)")
        }
    }

    @Test func theHeartBeatsOncePerTapAndTheCompletionFollows() throws {
        var finished = 0
        let host = ViewHost(rootView: BeatingHeart(onFinished: { finished += 1 }), width: 200, height: 200)
        host.update()
        #expect(!host.needsUpdate)
        let button = try #require(host.element(labeled: "Beat"))
        host.send(PointerEvent(pointer: 0, phase: .began, location: button.activationPoint, timestamp: MonotonicTime(seconds: 1)))
        host.send(PointerEvent(pointer: 0, phase: .ended, location: button.activationPoint, timestamp: MonotonicTime(seconds: 1.05)))
        var time = 1.05
        var scales: [Int] = []
        while host.needsUpdate && time < 5 {
            time += 1.0 / 60
            host.update(at: MonotonicTime(seconds: time))
            let effects = host.displayList.entries.compactMap { entry -> GroupEffect? in
                if case .beginGroup(let effect) = entry.item { effect } else { nil }
            }
            scales.append(effects.map(\.scaleX).max() ?? GroupEffect.one)
        }
        #expect(time < 2, "the beat kept asking for frames")
        #expect((scales.max() ?? 0) > GroupEffect.one * 13 / 10, "the heart did not grow")
        #expect(finished == 1)
    }

    @Test func theDotPulsesThroughItsPhases() {
        let host = ViewHost(rootView: PhasedPulsingDot(), width: 100, height: 100)
        host.update(at: .zero)
        var sizes = Set<Int>()
        for frame in 1...180 {
            host.update(at: MonotonicTime(nanoseconds: Int64(frame) * 16_666_667))
            let circles = host.displayList.entries.compactMap { entry -> CGRect? in
                if case .fill(_, let rect, let color) = entry.item, color == Color.blue.pixelColor { rect.cgRect } else { nil }
            }
            if let circle = circles.first { sizes.insert(Int(circle.width.rounded())) }
        }
        #expect(sizes.contains(10) || sizes.contains(11))
        #expect(sizes.contains { $0 >= 28 })
        #expect(host.needsUpdate)
    }

    @Test func aCustomTransitionTypeCompilesAsInSwiftUI() {
        let transition = AnyTransition(FlipTransition())
        #expect(transition.animatesInsertion && transition.animatesRemoval)
        #expect(FlipTransition.properties.hasMotion)
    }
}
