import Testing
@testable import PanelLinux

/// Waits between connection attempts: doubling, capped, jittered in the upper half, reset
/// by a success.
@Suite struct ReconnectBackoffTests {
    @Test func doublesUpToTheLongestWithJitterInTheUpperHalf() {
        var backoff = ReconnectBackoff(first: 1_000, longest: 10_000)
        var random = SystemRandomNumberGenerator()
        let ceilings: [Int64] = [1_000, 2_000, 4_000, 8_000, 10_000, 10_000]
        for ceiling in ceilings {
            let delay = backoff.nextDelay(using: &random)
            #expect(delay <= ceiling && delay >= ceiling / 2, "\(delay) for \(ceiling)")
        }
        backoff.succeeded()
        #expect(backoff.nextDelay(using: &random) <= 1_000)
    }

    @Test func manyFailuresNeverOverflow() {
        var backoff = ReconnectBackoff(first: 1_000_000_000, longest: 60_000_000_000)
        var random = SystemRandomNumberGenerator()
        for _ in 0..<200 { _ = backoff.nextDelay(using: &random) }
        let delay = backoff.nextDelay(using: &random)
        #expect(delay >= 30_000_000_000 && delay <= 60_000_000_000)
    }

    @Test func jitterSpreadsAFleet() {
        var random = SystemRandomNumberGenerator()
        let delays = Set((0..<20).map { _ in
            var backoff = ReconnectBackoff(first: 1_000_000_000, longest: 60_000_000_000)
            return backoff.nextDelay(using: &random)
        })
        #expect(delays.count > 10)
    }
}
