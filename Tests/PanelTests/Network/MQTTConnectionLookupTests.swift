import Glibc
import PanelBase
import Testing
@testable import PanelLinux

/// An MQTT connection attempt looks its broker's name up first, with a resolver that
/// answers on the loop: a resolver that never answers, or says the name does not exist,
/// costs a failed attempt (retried with backoff, logged once) and never holds up the loop's
/// other sources. No network is used: the resolver is scripted.
@Suite struct MQTTConnectionLookupTests {
    private func connection(host: String, resolver: ScriptedHostResolver, dispatcher: EventDispatcher,
                            configure: (inout MQTTSettings) -> Void = { _ in }) throws -> MQTTConnection {
        var settings = MQTTSettings(host: host, port: 1883, clientID: "lookup-\(getpid())")
        configure(&settings)
        return try MQTTConnection(settings: settings, dispatcher: dispatcher, resolver: resolver)
    }

    @Test func aResolverThatNeverAnswersHoldsUpNothingAndIsGivenUpAndRetried() throws {
        // Real time: frames every 10 ms are drawn on time while the lookup is pending.
        let dispatcher = EventDispatcher()
        let resolver = ScriptedHostResolver(answer: nil)
        let connection = try connection(host: "broker.example", resolver: resolver, dispatcher: dispatcher) {
            $0.lookupTimeoutSeconds = 1
            $0.backoff = ReconnectBackoff(first: 200_000_000, longest: 400_000_000)
        }
        var failures: [String] = []
        var warnings: [String] = []
        connection.log = { if $0 == .warning { warnings.append($1) } }
        connection.onDisconnected = { failures.append($0) }
        var frames: [MonotonicTime] = []
        var latest: Int64 = 0
        let start = MonotonicTime.now()
        dispatcher.addDeadlineSource(at: start) { now in
            latest = max(latest, now - (frames.last.map { $0 + 10_000_000 } ?? now))
            frames.append(now)
            return now + 10_000_000
        }
        connection.start()
        var statesWhileLookingUp: [MQTTConnection.State] = []
        while MonotonicTime.now() - start < 2_700_000_000 {
            try dispatcher.dispatch()
            let elapsed = MonotonicTime.now() - start
            if elapsed > 300_000_000 && elapsed < 900_000_000 { statesWhileLookingUp.append(connection.state) }
        }
        connection.stop()

        #expect(!statesWhileLookingUp.isEmpty)
        #expect(statesWhileLookingUp.allSatisfy { if case .connecting = $0 { true } else { false } })
        // Given up after the lookup timeout, cancelled, and tried again after the backoff.
        #expect(resolver.lookups.count >= 2)
        #expect(resolver.lookups.allSatisfy { $0.host == "broker.example" })
        let first = try #require(resolver.lookups.first)
        #expect(first.cancelled)
        let second = try #require(resolver.lookups.dropFirst().first)
        let gap = second.started - first.started
        #expect(gap >= 1_100_000_000 && gap < 1_700_000_000, "\(gap)")
        #expect(failures.first == "broker.example not resolved within 1 s", "\(failures)")
        // Every frame came on time, give or take a busy machine: a loop held up by the
        // lookup would have missed a whole second of them.
        #expect(frames.count > 100, "\(frames.count)")
        #expect(latest < 500_000_000, "\(latest)")
        #expect(warnings.count == 1, "\(warnings)")
        #expect(warnings.first?.contains("cannot connect to broker.example:1883 (broker.example not resolved within 1 s)") == true)
    }

    @Test func eachTimedOutLookupWaitsLongerBeforeTheNext() throws {
        let clock = VirtualClock()
        let dispatcher = EventDispatcher(virtualTime: clock)
        let resolver = ScriptedHostResolver(answer: nil)
        let connection = try connection(host: "broker.example", resolver: resolver, dispatcher: dispatcher)
        var failures: [String] = []
        var warnings = 0
        connection.log = { priority, _ in if priority == .warning { warnings += 1 } }
        connection.onDisconnected = { failures.append($0) }
        // Another source of the loop: a second's tick, on time throughout.
        var ticks: [MonotonicTime] = []
        dispatcher.addDeadlineSource(at: .zero) { now in
            ticks.append(now)
            return now + 1_000_000_000
        }
        connection.start()
        try dispatcher.run { resolver.lookups.count >= 4 }
        connection.stop()

        let starts = resolver.lookups.map(\.started)
        let waits = zip(starts, starts.dropFirst()).map { $1 - $0 - 10_000_000_000 }
        // The backoff's defaults: 0.5-1 s, then 1-2 s, then 2-4 s, each after the 10 s timeout.
        #expect(waits.count == 3)
        for (wait, ceiling) in zip(waits, [1_000_000_000, 2_000_000_000, 4_000_000_000] as [Int64]) {
            #expect(wait >= ceiling / 2 && wait <= ceiling, "\(waits)")
        }
        #expect(resolver.lookups.dropLast().allSatisfy { $0.cancelled })
        #expect(failures.count == 3 && Set(failures) == ["broker.example not resolved within 10 s"], "\(failures)")
        #expect(warnings == 1)
        let elapsed = clock.now - .zero
        #expect(ticks.count == Int(elapsed / 1_000_000_000) + 1)
        #expect(zip(ticks, ticks.dropFirst()).allSatisfy { $1 - $0 == 1_000_000_000 })
    }

    @Test func aNameThatDoesNotResolveFailsWithTheResolversReason() throws {
        let dispatcher = EventDispatcher(virtualTime: VirtualClock())
        let resolver = ScriptedHostResolver(answer: .failed("Name or service not known"))
        let connection = try connection(host: "nonexistent.invalid", resolver: resolver, dispatcher: dispatcher)
        var failures: [String] = []
        var warnings: [String] = []
        connection.log = { if $0 == .warning { warnings.append($1) } }
        connection.onDisconnected = { failures.append($0) }
        connection.start()
        try dispatcher.run { failures.count >= 3 }
        connection.stop()
        #expect(Set(failures) == ["cannot resolve nonexistent.invalid: Name or service not known"], "\(failures)")
        #expect(resolver.lookups.count == 3)
        #expect(warnings.count == 1, "\(warnings)")
        #expect(warnings.first?.hasPrefix(
            "cannot connect to nonexistent.invalid:1883 (cannot resolve nonexistent.invalid: Name or service not known); retrying in") == true,
            "\(warnings)")
        #expect(!connection.isConnected)
    }

    @Test func anAddressWrittenOutIsNotLookedUp() throws {
        for host in ["127.0.0.1", "::1"] {
            let dispatcher = EventDispatcher(virtualTime: VirtualClock())
            let resolver = ScriptedHostResolver(answer: .failed("not to be asked"))
            let connection = try connection(host: host, resolver: resolver, dispatcher: dispatcher)
            var failures: [String] = []
            connection.log = { _, _ in }
            connection.onDisconnected = { failures.append($0) }
            connection.start()
            try dispatcher.run { failures.count >= 1 || connection.isConnected }
            connection.stop()
            #expect(resolver.lookups.isEmpty)
            #expect(!failures.contains { $0.contains("resolve") }, "\(failures)")
        }
    }

    @Test func stoppingCancelsTheLookupUnderWay() throws {
        let dispatcher = EventDispatcher(virtualTime: VirtualClock())
        let resolver = ScriptedHostResolver(answer: nil)
        let connection = try connection(host: "broker.example", resolver: resolver, dispatcher: dispatcher)
        connection.log = { _, _ in }
        connection.start()
        try dispatcher.dispatch()
        #expect(resolver.lookups.count == 1)
        #expect(resolver.lookups.first?.cancelled == false)
        connection.stop()
        #expect(resolver.lookups.first?.cancelled == true)
        #expect(connection.state == .idle)
    }
}
