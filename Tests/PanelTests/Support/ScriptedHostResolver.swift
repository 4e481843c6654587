import PanelBase
@testable import PanelLinux

/// A resolver that answers what a test says, on the loop's next turn, or never (`answer`
/// nil: a name server that does not answer); it records each lookup and cancellation.
final class ScriptedHostResolver: HostResolver {
    final class Lookup: CancellableLookup {
        let host: String
        let started: MonotonicTime
        private(set) var cancelled = false
        var onCancel: () -> Void = {}

        init(host: String, started: MonotonicTime) {
            self.host = host
            self.started = started
        }

        func cancel() {
            cancelled = true
            onCancel()
        }
    }

    var answer: HostLookupAnswer?
    private(set) var lookups: [Lookup] = []

    init(answer: HostLookupAnswer?) { self.answer = answer }

    func lookUp(_ host: String, on dispatcher: EventDispatcher,
                answer deliver: @escaping (HostLookupAnswer) -> Void) -> any CancellableLookup {
        let lookup = Lookup(host: host, started: dispatcher.now)
        lookups.append(lookup)
        if let answer {
            let source = dispatcher.addDeadlineSource(at: dispatcher.now) { [weak lookup] _ in
                if lookup?.cancelled == false { deliver(answer) }
                return nil
            }
            lookup.onCancel = { dispatcher.remove(source) }
        }
        return lookup
    }
}
