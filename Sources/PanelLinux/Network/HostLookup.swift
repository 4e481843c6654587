import CHostLookup

/// One host name looked up with glibc's `getaddrinfo_a` (GAI_NOWAIT): the resolver works on
/// a thread of its own and, once it has answered, makes an eventfd readable that is one more
/// source of the loop's `EventDispatcher`, so the loop waits for nothing. Cancelling it
/// (`gai_cancel`) stops a lookup the resolver has not taken up yet; one it is answering at
/// that moment cannot be stopped, and is freed by the resolver's thread once it has
/// answered, with no answer delivered.
public final class HostLookup: CancellableLookup {
    public let host: String
    private let dispatcher: EventDispatcher
    private var request: OpaquePointer?
    private var source: LoopSourceID?
    private var answer: ((HostLookupAnswer) -> Void)?

    /// Starts looking `host` up; `answer` runs on `dispatcher`'s loop, as the loop's own event.
    public init(_ host: String, on dispatcher: EventDispatcher, answer: @escaping (HostLookupAnswer) -> Void) {
        self.host = host
        self.dispatcher = dispatcher
        self.answer = answer
        var error: Int32 = 0
        guard let request = panel_host_lookup_start(host, &error) else {
            // Told at the loop's next turn, as any answer is: never inside this call.
            let reason = HostLookup.describe(error)
            source = dispatcher.addDeadlineSource(at: dispatcher.now) { [unowned self] _ in
                self.finish(.failed(reason))
                return nil
            }
            return
        }
        self.request = request
        source = dispatcher.addReadableSource(panel_host_lookup_descriptor(request)) { [unowned self] _ in self.answered() }
    }

    deinit { cancel() }

    /// Whether `host` is an IPv4 or IPv6 address written out, which needs no lookup.
    public static func isNumeric(_ host: String) -> Bool { panel_host_is_numeric(host) != 0 }

    public func cancel() {
        answer = nil
        if let source { dispatcher.remove(source) }
        source = nil
        if let request { panel_host_lookup_end(request) }
        request = nil
    }

    private func answered() {
        guard let request else { return }
        // The resolver says it has answered before it writes to the descriptor; should the
        // descriptor ever be readable sooner, it stays so, and the next turn looks again.
        guard panel_host_lookup_answered(request) != 0 else { return }
        let status = panel_host_lookup_status(request)
        guard status == 0 else { return finish(.failed(HostLookup.describe(status))) }
        var addresses: [String] = []
        // NI_MAXHOST: the longest numeric address with an IPv6 scope fits well within it.
        var buffer = [CChar](repeating: 0, count: 1025)
        while addresses.count < 64, panel_host_lookup_address(request, Int32(addresses.count), &buffer, buffer.count) != 0 {
            addresses.append(buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) })
        }
        finish(addresses.isEmpty ? .failed("no address") : .addresses(addresses))
    }

    private func finish(_ result: HostLookupAnswer) {
        let answer = self.answer
        cancel()
        answer?(result)
    }

    private static func describe(_ error: Int32) -> String {
        panel_host_lookup_describe(error).map { String(cString: $0) } ?? "error \(error)"
    }
}
