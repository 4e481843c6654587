import Foundation
import Glibc
import SwiftUI

// With PROBE_STREAM set: a main-actor model the app keeps in `@State` and hands down with
// `.environment(_:)` at its window group; a `.task` that reads an `AsyncStream` fed by a
// POSIX thread into the model; `.onChange(of:)` reporting each value the view was redrawn
// with. This file imports Foundation beside SwiftUI, as app files do.

@MainActor @Observable final class Feed {
    var value = 0
    var setUp = false
}

struct StreamProbeView: View {
    @Environment(Feed.self) private var feed
    let width: CGFloat = 80

    var body: some View {
        Text("value \(feed.value)")
            .frame(width: width)
            .task {
                report("stream task started, set up \(feed.setUp)")
                for await value in Values.stream() {
                    feed.value = value
                }
                try? await Task.sleep(for: .seconds(0.1))
                report("stream finished")
            }
            .onChange(of: feed.value) { old, new in
                report("redrawn with \(old) -> \(new)")
            }
    }
}

/// Three values from a plain thread, 50 ms apart.
enum Values {
    static func stream() -> AsyncStream<Int> {
        AsyncStream { continuation in
            Thread.start {
                for value in 1...3 {
                    usleep(50_000)
                    continuation.yield(value)
                }
                continuation.finish()
            }
        }
    }
}
