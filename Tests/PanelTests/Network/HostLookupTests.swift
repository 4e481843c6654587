import Glibc
import PanelBase
import Testing
@testable import PanelLinux

/// glibc's getaddrinfo_a on the loop: names in /etc/hosts and addresses written out, which
/// need no network; an answer arrives as an event of the loop, and a cancelled lookup's
/// never does.
@Suite struct HostLookupTests {
    /// Turns a real loop until `done` or `milliseconds` pass.
    private func turn(_ dispatcher: EventDispatcher, milliseconds: Int64, until done: () -> Bool) {
        let end = MonotonicTime.now() + milliseconds * 1_000_000
        // A deadline source, so no turn waits longer than 10 ms.
        let wake = dispatcher.addDeadlineSource(at: dispatcher.now) { $0 + 10_000_000 }
        defer { dispatcher.remove(wake) }
        while !done(), MonotonicTime.now() < end { _ = try? dispatcher.dispatch() }
    }

    @Test func localhostIsALoopbackAddress() {
        let dispatcher = EventDispatcher()
        var answer: HostLookupAnswer?
        let lookup = HostLookup("localhost", on: dispatcher) { answer = $0 }
        turn(dispatcher, milliseconds: 10_000) { answer != nil }
        guard case .addresses(let addresses)? = answer else {
            Issue.record("localhost: \(String(describing: answer))")
            return
        }
        #expect(addresses.contains { $0 == "127.0.0.1" || $0 == "::1" }, "\(addresses)")
        #expect(addresses.allSatisfy(HostLookup.isNumeric), "\(addresses)")
        _ = lookup
    }

    @Test func anAddressWrittenOutAnswersItself() {
        let dispatcher = EventDispatcher()
        for address in ["192.0.2.17", "2001:db8::5"] {
            var answer: HostLookupAnswer?
            let lookup = HostLookup(address, on: dispatcher) { answer = $0 }
            // Never inside the call: the answer is an event of the loop.
            #expect(answer == nil)
            turn(dispatcher, milliseconds: 10_000) { answer != nil }
            #expect(answer == .addresses([address]))
            _ = lookup
        }
    }

    @Test func numericAddressesNeedNoLookup() {
        for address in ["127.0.0.1", "192.0.2.17", "::1", "2001:db8::5", "fe80::1%lo"] {
            #expect(HostLookup.isNumeric(address), "\(address)")
        }
        for name in ["localhost", "broker.example", "nonexistent.invalid", "", "192.0.2.300", "2001:db8::5::1"] {
            #expect(!HostLookup.isNumeric(name), "\(name)")
        }
    }

    @Test func aCancelledLookupNeverAnswers() {
        let dispatcher = EventDispatcher()
        var answers = 0
        // Cancelled at once, in the queue or while the resolver answers: either way silent.
        let lookups = (0..<20).map { _ in HostLookup("localhost", on: dispatcher) { _ in answers += 1 } }
        for lookup in lookups { lookup.cancel() }
        let control = HostLookup("localhost", on: dispatcher) { _ in answers += 100 }
        turn(dispatcher, milliseconds: 10_000) { answers >= 100 }
        // Nothing more comes, however long the loop turns.
        turn(dispatcher, milliseconds: 200) { false }
        #expect(answers == 100)
        _ = control
    }

    @Test func anAnswerIsSeenSoonWithoutManyWakes() {
        // Only the lookup's own looks can wake this loop: soon at first, then less often.
        let dispatcher = EventDispatcher()
        var answer: HostLookupAnswer?
        let lookup = HostLookup("127.0.0.1", on: dispatcher) { answer = $0 }
        let start = MonotonicTime.now()
        while answer == nil, MonotonicTime.now() - start < 10_000_000_000 { _ = try? dispatcher.dispatch() }
        #expect(answer == .addresses(["127.0.0.1"]))
        #expect(dispatcher.waits < 12, "\(dispatcher.waits)")
        // The looks stop with the answer: nothing is left to wake the loop.
        #expect(dispatcher.nextDeadline == nil)
        _ = lookup
    }
}
