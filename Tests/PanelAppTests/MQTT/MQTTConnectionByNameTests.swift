import Glibc
import Panel
import Testing
@testable import PanelKiosk

/// `MQTTConnection` given a host name, against mosquitto on 127.0.0.1: the system resolver
/// finds `localhost` (in /etc/hosts, no network), an address that cannot be reached is
/// followed by the next one within the same attempt, and TLS connects with the name so that
/// the certificate is checked against it.
@Suite(.serialized, .enabled(if: MosquittoBroker.isInstalled)) struct MQTTConnectionByNameTests {
    /// Answers every name with the same addresses, on the loop's next turn.
    private struct FixedResolver: HostResolver {
        let addresses: [String]

        final class Lookup: CancellableLookup {
            var source: LoopSourceID?
            let dispatcher: EventDispatcher
            init(dispatcher: EventDispatcher) { self.dispatcher = dispatcher }
            func cancel() { source.map(dispatcher.remove) }
        }

        func lookUp(_ host: String, on dispatcher: EventDispatcher,
                    answer: @escaping (HostLookupAnswer) -> Void) -> any CancellableLookup {
            let lookup = Lookup(dispatcher: dispatcher)
            let addresses = self.addresses
            lookup.source = dispatcher.addDeadlineSource(at: dispatcher.now) { _ in
                answer(.addresses(addresses))
                return nil
            }
            return lookup
        }
    }

    private func settings(host: String, port: Int32) -> MQTTSettings {
        var settings = MQTTSettings(host: host, port: port, clientID: "name-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        settings.backoff = ReconnectBackoff(first: 100_000_000, longest: 300_000_000)
        return settings
    }

    @Test func connectsToLocalhostByName() throws {
        let broker = try MosquittoBroker()
        let dispatcher = EventDispatcher()
        let connection = try MQTTConnection(settings: settings(host: "localhost", port: broker.port), dispatcher: dispatcher)
        var notices: [String] = []
        connection.log = { if $0 == .notice { notices.append($1) } }
        connection.start()
        #expect(MQTTTestClient.turn([dispatcher], seconds: 10) { connection.isConnected })
        #expect(notices.contains("connected to localhost:\(broker.port)"), "\(notices)")
        connection.stop()
    }

    @Test func anAddressThatRefusesIsFollowedByTheNextWithinOneAttempt() throws {
        let broker = try MosquittoBroker()
        let dispatcher = EventDispatcher()
        // The broker listens on 127.0.0.1 only: 127.0.0.2 (loopback too) refuses at once.
        let resolver = FixedResolver(addresses: ["127.0.0.2", "127.0.0.1"])
        let connection = try MQTTConnection(settings: settings(host: "broker.example", port: broker.port),
                                            dispatcher: dispatcher, resolver: resolver)
        var failures: [String] = []
        connection.log = { _, _ in }
        connection.onDisconnected = { failures.append($0) }
        connection.start()
        #expect(MQTTTestClient.turn([dispatcher], seconds: 10) { connection.isConnected })
        #expect(failures.isEmpty, "\(failures)")
        #expect(connection.connections == 1)
        connection.stop()
    }

    @Test func whenEveryAddressRefusesTheAttemptFailsNamingEach() throws {
        let broker = try MosquittoBroker()
        let dispatcher = EventDispatcher()
        let resolver = FixedResolver(addresses: ["127.0.0.2", "127.0.0.3"])
        let connection = try MQTTConnection(settings: settings(host: "broker.example", port: broker.port),
                                            dispatcher: dispatcher, resolver: resolver)
        var failures: [String] = []
        var warnings: [String] = []
        connection.log = { if $0 == .warning { warnings.append($1) } }
        connection.onDisconnected = { failures.append($0) }
        connection.start()
        #expect(MQTTTestClient.turn([dispatcher], seconds: 10) { failures.count >= 2 })
        connection.stop()
        let failure = try #require(failures.first)
        #expect(failure.hasPrefix("127.0.0.2: ") && failure.contains("; 127.0.0.3: "), "\(failure)")
        #expect(warnings.count == 1, "\(warnings)")
    }

    @Test(.enabled(if: TestCertificates.canBeMade)) func tlsConnectsWithTheNameTheCertificateNames() throws {
        let certificates = try TestCertificates()
        defer { certificates.remove() }
        let broker = try MosquittoBroker(extraConfiguration: [
            "cafile \(certificates.authority)", "certfile \(certificates.certificate)", "keyfile \(certificates.key)",
        ])
        // The resolver's address is not used for TLS: the name goes to libmosquitto, which
        // checks the certificate (made for localhost and 127.0.0.1) against it.
        let resolver = FixedResolver(addresses: ["127.0.0.2"])
        var settings = settings(host: "localhost", port: broker.port)
        settings.tls = true
        settings.caFile = certificates.authority
        let dispatcher = EventDispatcher()
        let connection = try MQTTConnection(settings: settings, dispatcher: dispatcher, resolver: resolver)
        connection.log = { _, _ in }
        connection.start()
        #expect(MQTTTestClient.turn([dispatcher], seconds: 10) { connection.isConnected })
        connection.stop()
    }
}
