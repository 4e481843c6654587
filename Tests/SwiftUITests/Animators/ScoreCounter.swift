import SwiftUI

/// A score whose digits roll when it changes, as written for Apple's SwiftUI.
struct ScoreCounter: View {
    @State private var score = 199

    var body: some View {
        VStack(spacing: 24) {
            Text("\(score)")
                .font(.system(size: 64, weight: .bold).monospacedDigit())
                .contentTransition(.numericText(value: Double(score)))
            Button("Add point") {
                withAnimation(.linear(duration: 1)) { score += 1 }
            }
            .buttonStyle(.borderedProminent)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

/// A heart that beats once per tap: scale and lift as keyframe tracks of one value.
struct BeatingHeart: View {
    struct Beat {
        var scale = 1.0
        var lift = 0.0
    }

    @State private var beats = 0
    var onFinished: () -> Void = {}

    var body: some View {
        VStack {
            Circle()
                .fill(.red)
                .frame(width: 40, height: 40)
                .keyframeAnimator(initialValue: Beat(), trigger: beats) { content, beat in
                    content
                        .scaleEffect(beat.scale)
                        .offset(y: beat.lift)
                } keyframes: { _ in
                    KeyframeTrack(\.scale) {
                        CubicKeyframe(1.4, duration: 0.2)
                        SpringKeyframe(1.0, duration: 0.4, spring: .bouncy)
                    }
                    KeyframeTrack(\.lift) {
                        LinearKeyframe(-20, duration: 0.3, timingCurve: .easeOut)
                        LinearKeyframe(0, duration: 0.3, timingCurve: .easeIn)
                    }
                }
            Button("Beat") {
                withAnimation(.easeOut(duration: 0.6), completionCriteria: .removed) {
                    beats += 1
                } completion: {
                    onFinished()
                }
            }
        }
    }
}

/// A dot that pulses through three sizes for as long as it is shown.
struct PhasedPulsingDot: View {
    enum Pulse: CaseIterable {
        case small, large, medium
        var size: CGFloat {
            switch self {
            case .small: 10
            case .large: 30
            case .medium: 20
            }
        }
    }

    var body: some View {
        Circle()
            .fill(.blue)
            .phaseAnimator(Pulse.allCases) { content, pulse in
                content.frame(width: pulse.size, height: pulse.size)
            } animation: { pulse in
                switch pulse {
                case .small: .easeIn(duration: 0.5)
                case .large: .spring(duration: 0.4, bounce: 0.3)
                case .medium: .smooth
                }
            }
            .transaction { transaction in
                if transaction.animation == nil { transaction.disablesAnimations = true }
            }
    }
}

/// A card that flips in and out with a custom transition.
struct FlipTransition: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .scaleEffect(x: phase.isIdentity ? 1 : 0.2, y: 1)
            .opacity(phase.isIdentity ? 1 : 0)
    }
}
