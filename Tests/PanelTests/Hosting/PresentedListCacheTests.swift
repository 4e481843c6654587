import Testing
@testable import PanelBase
@testable import PanelUI

/// A knob sliding in a track, as the custom toggle's: an offset animated inside a card
/// that casts a shadow (the card's whole group is damaged when the knob moves).
private struct SlidingKnob: View {
    let on: Bool
    var body: some View {
        ZStack(alignment: on ? .trailing : .leading) {
            Capsule().fill(on ? Color.green : Color.gray).frame(width: 50, height: 28)
            Circle().fill(Color.white).frame(width: 24, height: 24).padding(2)
        }
        .padding(6)
        .background(RoundedRectangle(cornerRadius: 8).fill(Color.white))
        .compositingGroup()
        .shadow(color: .black, radius: 4, y: 2)
        .animation(.spring(response: 0.35, dampingFraction: 0.7), value: on)
    }
}

/// Groups whose own effects animate (scale, opacity, rotation) around content, nested in
/// a clip, next to entries that never move.
private struct MovingGroups: View {
    let phase: Int
    var body: some View {
        VStack(spacing: 6) {
            HStack(spacing: 6) {
                Text("still").padding(4).background(Color.blue)
                Text("scaled").padding(4).background(Color.orange)
                    .scaleEffect(phase % 2 == 0 ? 1 : 0.7)
                    .opacity(phase % 3 == 0 ? 1 : 0.4)
            }
            ZStack {
                Color.gray.frame(width: 60, height: 30)
                Rectangle().fill(Color.red).frame(width: 20, height: 20)
                    .rotationEffect(.degrees(phase % 2 == 0 ? 0 : 30))
                    .offset(x: phase % 2 == 0 ? -30 : 30)
            }
            .clipped()
            Color.purple.frame(width: phase % 2 == 0 ? 30 : 90, height: 8)
        }
        .padding(8)
    }
}

private struct Board: View {
    @State private var phase = 0
    @State private var on = false
    var body: some View {
        VStack(spacing: 10) {
            HStack {
                Button("Phase") { withAnimation(.easeInOut(duration: 0.4)) { phase += 1 } }
                Button("Switch") { on.toggle() }
                Button("Snap") { phase += 1 }
            }
            SlidingKnob(on: on)
            MovingGroups(phase: phase)
        }
        .padding(10)
    }
}

/// An animation frame of an unchanged tree makes again only what moves: its list and
/// damage must be exactly those of replaying the whole list at every frame.
@MainActor
@Suite struct PresentedListCacheTests {
    @Test func patchedFramesMatchFramesReplayedWhole() throws {
        let patching = ViewHost(rootView: Board(), width: 320, height: 240)
        let whole = ViewHost(rootView: Board(), width: 320, height: 240)
        whole.patchesAnimationFrames = false
        _ = patching.update()
        _ = whole.update()
        var patched = 0
        var time = 1.0
        // Taps start animations, some while others still run (a switch mid-phase, a snap
        // that changes values at once under a running animation).
        for (label, wait) in [("Switch", 0.6), ("Phase", 0.15), ("Switch", 0.5), ("Snap", 0.3), ("Phase", 0.7),
                              ("Switch", 0.05), ("Switch", 0.6), ("Phase", 0.2), ("Phase", 0.8)] {
            let element = try #require(whole.element(labeled: label))
            for host in [patching, whole] {
                host.send(PointerEvent(pointer: 0, phase: .began, location: element.activationPoint, timestamp: MonotonicTime(seconds: time)))
                host.send(PointerEvent(pointer: 0, phase: .ended, location: element.activationPoint, timestamp: MonotonicTime(seconds: time + 0.01)))
            }
            var frameTime = time + 1.0 / 60
            while frameTime < time + wait {
                let frames = [patching, whole].map { $0.update(at: MonotonicTime(seconds: frameTime)) }
                #expect(patching.displayList == whole.displayList, "list after \(label) at \(frameTime)")
                #expect(frames[0].damage == frames[1].damage, "damage after \(label) at \(frameTime)")
                #expect(patching.isAnimating == whole.isAnimating)
                if patching.animator.damageOfLastPresent != nil { patched += 1 }
                frameTime += 1.0 / 60
            }
            time += wait
        }
        // The comparison says something only if frames were patched.
        #expect(patched > 20)
        #expect(whole.animator.damageOfLastPresent == nil)
    }
}
