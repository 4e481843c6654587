import SwiftUI

// With PROBE_LOAD set: work started from a button, as an app writes it. The button starts
// a task that awaits the model's async `load()`, which sleeps 50 ms on the main actor and
// sets a property; the view reports when it is redrawn with the new value, and how long
// after the property was set.

@MainActor @Observable final class Loader {
    var status = "idle"
    var loadedAt: ContinuousClock.Instant?

    func load() async {
        report("load started")
        try? await Task.sleep(for: .milliseconds(50))
        status = "loaded"
        loadedAt = .now
    }
}

struct LoadProbeView: View {
    @State private var loader = Loader()

    var body: some View {
        VStack {
            Text(loader.status)
            Button("Load") {
                Task { await loader.load() }
            }
        }
        .onChange(of: loader.status) { _, new in
            let delay = loader.loadedAt.map { ContinuousClock.now - $0 } ?? .zero
            let milliseconds = Int(delay.components.seconds * 1000 + delay.components.attoseconds / 1_000_000_000_000_000)
            report("shown \(new) \(milliseconds) ms after")
        }
    }
}
