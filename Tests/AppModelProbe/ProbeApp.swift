import Glibc
import SwiftUI

// An App run as a child process by AppModelTests: `@main` calls App.main(), which runs
// the kiosk program with the arguments given. Its view's task reports, on standard output,
// each kind of main-actor work as it runs on the event loop's thread.

/// The thread App.main runs the loop on.
nonisolated(unsafe) var loopThread = pthread_self()

func report(_ line: String) {
    let onLoop = pthread_equal(pthread_self(), loopThread) != 0
    print("probe: \(line) \(onLoop ? "on the loop" : "OFF the loop")")
    fflush(nil)
}

@main
struct ProbeApp: App {
    @State private var feed = Feed()

    init() {
        loopThread = pthread_self()
        feed.setUp = true
    }

    var body: some Scene {
        WindowGroup {
            ProbeView()
        }
        .environment(feed)
    }
}

struct ProbeView: View {
    @State private var phase = "starting"
    @State private var timerEnd = Date().addingTimeInterval(3600)
    @State private var ticks = 0

    var body: some View {
        VStack {
            Text(phase)
            if getenv("PROBE_TIMER") != nil {
                // A countdown an hour long: a text that ticks by itself.
                Text(timerEnd, style: .timer)
            }
            if getenv("PROBE_STREAM") != nil {
                StreamProbeView()
            }
            if getenv("PROBE_LOAD") != nil {
                LoadProbeView()
            }
            if getenv("PROBE_TOPIC") != nil {
                TopicProbeView()
            }
            if getenv("PROBE_DISPATCH") != nil {
                DispatchProbeView()
            }
            if getenv("PROBE_CLOCK") != nil {
                TimelineView(.periodic(from: .distantPast, by: 1)) { context in
                    Text("tick \(Int(context.date.timeIntervalSince1970))")
                }
            }
        }
        .task {
            report("task started")
            try? await Task.sleep(nanoseconds: 200_000_000)
            report("slept")
            try? await Task.sleep(for: .milliseconds(100))
            report("slept for a duration")
            let value = await Task.detached { 6 * 7 }.value
            report("detached value \(value)")
            await MainActor.run { report("MainActor.run") }
            let resumed = await withCheckedContinuation { continuation in
                Thread.start { continuation.resume(returning: "from a thread") }
            }
            report("continuation resumed \(resumed)")
            phase = "done"
            report("done")
        }
    }
}

/// A plain POSIX thread, so the continuation is resumed from outside Swift concurrency.
enum Thread {
    static func start(_ body: @escaping @Sendable () -> Void) {
        final class Box: @unchecked Sendable { let body: @Sendable () -> Void; init(_ b: @escaping @Sendable () -> Void) { body = b } }
        var thread = pthread_t()
        let box = Unmanaged.passRetained(Box(body)).toOpaque()
        pthread_create(&thread, nil, { raw in
            let box = Unmanaged<Box>.fromOpaque(raw!).takeRetainedValue()
            box.body()
            return nil
        }, box)
        pthread_detach(thread)
    }
}
