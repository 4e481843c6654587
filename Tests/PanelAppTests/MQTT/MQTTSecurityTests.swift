import Glibc
import Panel
import Testing
@testable import PanelKiosk

/// TLS with a CA file and broker passwords, against mosquitto: the right CA and password
/// connect; a broker whose certificate the CA did not sign, or a wrong password, never
/// does; the password never reaches the log.
@Suite(.serialized, .enabled(if: MosquittoBroker.isInstalled && TestCertificates.canBeMade))
struct MQTTSecurityTests {
    private func attempt(_ settings: MQTTSettings, seconds: Double) throws -> (connected: Bool, failures: [String]) {
        let dispatcher = EventDispatcher()
        let connection = try MQTTConnection(settings: settings, dispatcher: dispatcher)
        var failures: [String] = []
        connection.log = { _, _ in }
        connection.onDisconnected = { failures.append($0) }
        connection.start()
        let connected = MQTTTestClient.turn([dispatcher], seconds: seconds) { connection.isConnected }
        return (connected, failures)
    }

    private func settings(port: Int32, tls: Bool = false, caFile: String? = nil) -> MQTTSettings {
        var settings = MQTTSettings(host: "127.0.0.1", port: port, clientID: "secure-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        settings.tls = tls
        settings.caFile = caFile
        settings.backoff = ReconnectBackoff(first: 100_000_000, longest: 300_000_000)
        return settings
    }

    @Test func tlsConnectsOnlyWithTheAuthorityThatSignedTheBroker() throws {
        let certificates = try TestCertificates()
        defer { certificates.remove() }
        let broker = try MosquittoBroker(extraConfiguration: [
            "cafile \(certificates.authority)", "certfile \(certificates.certificate)", "keyfile \(certificates.key)",
        ])
        #expect(try attempt(settings(port: broker.port, tls: true, caFile: certificates.authority), seconds: 10).connected)
        let wrong = try attempt(settings(port: broker.port, tls: true, caFile: certificates.otherAuthority), seconds: 1.5)
        #expect(!wrong.connected)
        #expect(!wrong.failures.isEmpty)
        // Plain MQTT to a TLS listener is no connection either.
        #expect(try !attempt(settings(port: broker.port), seconds: 1).connected)
    }

    @Test func aBrokerAskingForAClientCertificateTakesThePanelsOwn() throws {
        let certificates = try TestCertificates()
        defer { certificates.remove() }
        let broker = try MosquittoBroker(extraConfiguration: [
            "cafile \(certificates.authority)", "certfile \(certificates.certificate)", "keyfile \(certificates.key)",
            "require_certificate true",
        ])
        var withCertificate = settings(port: broker.port, tls: true, caFile: certificates.authority)
        withCertificate.certificateFile = certificates.clientCertificate
        withCertificate.keyFile = certificates.clientKey
        #expect(try attempt(withCertificate, seconds: 10).connected)
        let without = try attempt(settings(port: broker.port, tls: true, caFile: certificates.authority), seconds: 1.5)
        #expect(!without.connected)
        #expect(!without.failures.isEmpty)
    }

    @Test func theClientKeyMustBeTheOwnersOnlyAndComeWithItsCertificate() throws {
        let certificates = try TestCertificates()
        defer { certificates.remove() }
        let parser = ArgumentParser(command: "run", options: ["mqtt": .one, "mqtt-cert": .one, "mqtt-key": .one, "mqtt-ca": .one])
        func connectionSettings(_ arguments: [String]) throws -> MQTTSettings? {
            try MQTTRunSettings(options: RunOptions(parser.parse(arguments)), file: nil)?.connectionSettings()
        }
        let both = ["--mqtt", "mqtts://127.0.0.1", "--mqtt-cert", certificates.clientCertificate, "--mqtt-key", certificates.clientKey]
        let accepted = try #require(try connectionSettings(both))
        #expect(accepted.certificateFile == certificates.clientCertificate && accepted.keyFile == certificates.clientKey)

        chmod(certificates.clientKey, 0o640)
        var message = ""
        do { _ = try connectionSettings(both) } catch { message = "\(error)" }
        #expect(message.contains("the TLS key may be read by others (mode 640)"), "\(message)")
        #expect(!message.contains("PRIVATE KEY"))
        chmod(certificates.clientKey, 0o600)

        #expect(throws: UsageError.self) { try connectionSettings(["--mqtt", "mqtts://127.0.0.1", "--mqtt-cert", certificates.clientCertificate]) }
        #expect(throws: UsageError.self) {
            try connectionSettings(["--mqtt", "mqtt://127.0.0.1", "--mqtt-cert", certificates.clientCertificate, "--mqtt-key", certificates.clientKey])
        }
        #expect(throws: UsageError.self) { try connectionSettings(["--mqtt-key", certificates.clientKey]) }
    }

    @Test func aPasswordFileLetsThePanelInAndAWrongPasswordDoesNot() throws {
        var template = Array("/tmp/panel-passwords-XXXXXX".utf8CString)
        let directory = String(cString: try #require(mkdtemp(&template)))
        defer { _ = try? ChildProcess("/bin/rm", ["-rf", directory]).wait() }
        // The broker reads it after dropping to its own user.
        chmod(directory, 0o755)
        let passwords = directory + "/passwords"
        let maker = try ChildProcess("/usr/bin/mosquitto_passwd", ["-b", "-c", passwords, "panel", "correct horse"], mergeErrors: true)
        _ = maker.readAllOutput()
        #expect(maker.wait() == 0)
        chmod(passwords, 0o644)
        let broker = try MosquittoBroker(extraConfiguration: ["allow_anonymous false", "password_file \(passwords)"])

        var right = settings(port: broker.port)
        right.username = "panel"
        right.password = "correct horse"
        #expect(try attempt(right, seconds: 10).connected)
        var wrong = right
        wrong.password = "battery staple"
        let refused = try attempt(wrong, seconds: 1)
        #expect(!refused.connected)
        #expect(refused.failures.contains { $0.contains("refused") }, "\(refused.failures)")
        #expect(try !attempt(settings(port: broker.port), seconds: 1).connected)

        // panel-app with the password in a file: connected, and the password is nowhere in its log.
        let secret = directory + "/panel-password"
        try AtomicFile.write(Array("correct horse\n".utf8), to: secret)
        chmod(secret, 0o600)
        let child = try ChildProcess(builtProductPath("panel-app"), [
            "run", "--display", "headless", "--input", "none", "--mqtt", "mqtt://panel@127.0.0.1:\(broker.port)",
            "--mqtt-password-file", secret, "--node", "secure",
        ], mergeErrors: true)
        let output = child.read(until: "mqtt: connected", seconds: 20)
        kill(child.pid, SIGTERM)
        let rest = child.readAllOutput()
        #expect(child.wait() == 0)
        #expect(output.contains("mqtt: connected to 127.0.0.1:\(broker.port)"), "\(output)")
        #expect(!(output + rest).contains("correct horse"))
        #expect((output + rest).contains("mqtt://panel@127.0.0.1:\(broker.port)"))
    }
}
