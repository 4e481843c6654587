import Glibc
import Testing
@testable import PanelBase
@testable import PanelUI

/// `KeyframeTimeline` values at chosen times against the keyframes' formulas worked out
/// by hand.
@MainActor
@Suite struct KeyframeTimelineTests {
    private struct Pose {
        var scale = 1.0
        var offset = 0.0
    }

    @Test func linearKeyframesFollowEachOther() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(10.0, duration: 1)
            LinearKeyframe(20.0, duration: 1)
        }
        #expect(timeline.duration == 2)
        #expect(abs(timeline.value(time: 0.5) - 5) < 1e-4)
        #expect(abs(timeline.value(time: 1.5) - 15) < 1e-4)
        #expect(timeline.value(time: 3) == 20)
        #expect(timeline.value(time: -1) == 0)
        #expect(abs(timeline.value(progress: 0.25) - 5) < 1e-4)
    }

    @Test func aLinearKeyframeEasesAlongItsCurve() {
        let timeline = KeyframeTimeline(initialValue: 0.0) { LinearKeyframe(10.0, duration: 1, timingCurve: .circularEaseIn) }
        // circularEaseIn(0.6) = 0.2.
        #expect(abs(timeline.value(time: 0.6) - 2) < 1e-3)
    }

    @Test func aMoveKeyframeJumps() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            MoveKeyframe(5.0)
            LinearKeyframe(15.0, duration: 1)
        }
        #expect(timeline.value(time: 0) == 5)
        #expect(abs(timeline.value(time: 0.5) - 10) < 1e-4)
    }

    @Test func aCubicKeyframeIsAHermiteCurveThroughItsVelocities() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(10.0, duration: 1, startVelocity: 0, endVelocity: 0)
        }
        // h01(s) = −2s³ + 3s²: 0.5 at the middle, 0.15625 at a quarter.
        #expect(abs(timeline.value(time: 0.5) - 5) < 1e-4)
        #expect(abs(timeline.value(time: 0.25) - 1.5625) < 1e-4)
    }

    @Test func adjacentCubicKeyframesMakeACatmullRomSpline() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(10.0, duration: 1)
            CubicKeyframe(0.0, duration: 1)
        }
        // Tangents: 10/s at the start (the first segment's slope), (0 − 0)/2 s at the
        // middle keyframe, −10/s at the end. At s = ½: h00 = h01 = ½, h10 = ⅛, h11 = −⅛.
        // First segment: ⅛·10 + ½·10 = 6.25; second: ½·10 + (−⅛)·(−10) = 6.25.
        #expect(abs(timeline.value(time: 0.5) - 6.25) < 1e-3)
        #expect(abs(timeline.value(time: 1.5) - 6.25) < 1e-3)
        #expect(timeline.value(time: 1) == 10)
    }

    @Test func aCubicKeyframeAfterALinearOneStartsAtItsSlope() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(10.0, duration: 1)
            CubicKeyframe(10.0, duration: 1, endVelocity: 0)
        }
        // From 10 to 10 leaving at 10/s: the Hermite term h10(½)·1 s·10/s = 1.25.
        #expect(abs(timeline.value(time: 1.5) - 11.25) < 1e-3)
    }

    @Test func aSpringKeyframeMovesAsTheSpring() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            SpringKeyframe(1.0, duration: 2, spring: Spring(response: 0.5, dampingRatio: 1))
        }
        // Critically damped from rest: 1 − (1 + ωt)e^(−ωt), ω = 2π / 0.5.
        let omega = 2 * Double.pi / 0.5
        for t in [0.05, 0.1, 0.5] {
            let expected = 1 - (1 + omega * t) * exp(-omega * t)
            #expect(abs(timeline.value(time: t) - expected) < 1e-3, "at \(t)")
        }
        #expect(timeline.duration == 2)
    }

    @Test func tracksMoveTheirPropertiesTogether() {
        let timeline = KeyframeTimeline(initialValue: Pose()) {
            KeyframeTrack(\.scale) {
                LinearKeyframe(2.0, duration: 1)
            }
            KeyframeTrack(\.offset) {
                LinearKeyframe(-30.0, duration: 0.5)
                LinearKeyframe(30.0, duration: 2.5)
            }
        }
        #expect(timeline.duration == 3)
        let pose = timeline.value(time: 0.25)
        #expect(abs(pose.scale - 1.25) < 1e-4)
        #expect(abs(pose.offset + 15) < 1e-4)
        #expect(timeline.value(time: 2).scale == 2)
    }
}
