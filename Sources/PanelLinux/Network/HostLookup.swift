import CHostLookup
import PanelBase

/// One host name looked up with glibc's `getaddrinfo_a` (GAI_NOWAIT): the resolver works on
/// a helper thread of glibc's, and the loop looks whether it has answered from a deadline
/// source of its `EventDispatcher`, soon at first (most answers take a few milliseconds)
/// and then less often, so the loop never waits for it. glibc could instead tell the loop
/// from a notification thread, but it starts that thread with every signal unblocked,
/// where a SIGTERM meant for the loop would end the program.
///
/// Cancelling it (`gai_cancel`) stops a lookup the resolver has not taken up yet; one it is
/// answering at that moment cannot be stopped, and its memory is freed once glibc is done
/// with it, with no answer delivered. On virtual time the looks follow the virtual clock.
public final class HostLookup: CancellableLookup {
    public let host: String
    private let dispatcher: EventDispatcher
    private var request: OpaquePointer?
    private var source: LoopSourceID?
    private var answer: ((HostLookupAnswer) -> Void)?

    /// The first look, and the longest between two (nanoseconds): the waits double between.
    static let firstLook: Int64 = 1_000_000
    static let longestBetweenLooks: Int64 = 100_000_000

    /// Starts looking `host` up; `answer` runs on `dispatcher`'s loop, never inside this call.
    public init(_ host: String, on dispatcher: EventDispatcher, answer: @escaping (HostLookupAnswer) -> Void) {
        self.host = host
        self.dispatcher = dispatcher
        self.answer = answer
        var error: Int32 = 0
        guard let request = panel_host_lookup_start(host, &error) else {
            let reason = HostLookup.describe(error)
            source = dispatcher.addDeadlineSource(at: dispatcher.now) { [unowned self] _ in
                self.finish(.failed(reason))
                return nil
            }
            return
        }
        self.request = request
        var wait = HostLookup.firstLook
        source = dispatcher.addDeadlineSource(at: dispatcher.now + wait) { [unowned self] now in
            guard !self.look() else { return nil }
            wait = min(wait * 2, HostLookup.longestBetweenLooks)
            return now + wait
        }
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

    /// Delivers the answer if there is one yet; whether it did.
    private func look() -> Bool {
        guard let request else { return true }
        guard panel_host_lookup_answered(request) != 0 else { return false }
        let status = panel_host_lookup_status(request)
        guard status == 0 else {
            finish(.failed(HostLookup.describe(status)))
            return true
        }
        var addresses: [String] = []
        // NI_MAXHOST: room for any numeric address, with an IPv6 scope.
        var buffer = [CChar](repeating: 0, count: 1025)
        while addresses.count < 64, panel_host_lookup_address(request, Int32(addresses.count), &buffer, buffer.count) != 0 {
            addresses.append(buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) })
        }
        finish(addresses.isEmpty ? .failed("no address") : .addresses(addresses))
        return true
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
