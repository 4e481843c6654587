import Foundation
import SwiftUI

// With PROBE_DISPATCH set: Dispatch's main queue used as apps use it, from a button's
// action and from a global queue's thread. The loop drains the main queue, so each block
// runs on the loop and its change is drawn.

@MainActor @Observable final class Board {
    var text = "waiting"
    var askedAt = Date()
}

struct DispatchProbeView: View {
    @State private var board = Board()

    var body: some View {
        VStack {
            Text(board.text)
            Button("Async") {
                DispatchQueue.main.async {
                    board.text = "async"
                }
            }
            Button("After") {
                board.askedAt = Date()
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) {
                    board.text = "after \(Int(Date().timeIntervalSince(board.askedAt) * 1000) / 100)"
                }
            }
            Button("Background") {
                DispatchQueue.global().async {
                    let answer = 6 * 7
                    DispatchQueue.main.async {
                        board.text = "background \(answer)"
                    }
                }
            }
        }
        .onChange(of: board.text) { _, new in
            report("shown \(new)")
        }
    }
}
