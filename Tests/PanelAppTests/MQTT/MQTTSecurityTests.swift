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
