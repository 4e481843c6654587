import Glibc
import Panel
@testable import PanelKiosk

/// A throw-away certificate authority, a server certificate for 127.0.0.1 and a client
/// certificate signed by it, made with the openssl command, for tests of MQTT over TLS;
/// and a second authority that signed nothing, for a panel given the wrong one.
struct TestCertificates {
    static let openssl = "/usr/bin/openssl"
    static var canBeMade: Bool { access(openssl, X_OK) == 0 }

    let directory: String
    var authority: String { directory + "/ca.pem" }
    var otherAuthority: String { directory + "/other-ca.pem" }
    var certificate: String { directory + "/server.pem" }
    var key: String { directory + "/server.key" }
    /// A client's certificate signed by the authority, and its key (owner only).
    var clientCertificate: String { directory + "/client.pem" }
    var clientKey: String { directory + "/client.key" }

    init() throws {
        var template = Array("/tmp/panel-certificates-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw SpawnFailure(reason: "mkdtemp") }
        directory = String(cString: made)
        // The broker drops to its own user before it may read them: test keys, readable.
        chmod(directory, 0o755)
        try AtomicFile.write(Array("subjectAltName=IP:127.0.0.1,DNS:localhost\n".utf8), to: directory + "/san.cnf")
        let curve = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"]
        try run(["req", "-x509"] + curve + ["-keyout", directory + "/ca.key", "-out", authority, "-days", "2", "-subj", "/CN=Panel test CA"])
        try run(["req", "-x509"] + curve + ["-keyout", directory + "/other.key", "-out", otherAuthority, "-days", "2", "-subj", "/CN=Another CA"])
        try run(["req"] + curve + ["-keyout", key, "-out", directory + "/server.csr", "-subj", "/CN=127.0.0.1"])
        try run(["x509", "-req", "-in", directory + "/server.csr", "-CA", authority, "-CAkey", directory + "/ca.key",
                 "-CAcreateserial", "-out", certificate, "-days", "2", "-extfile", directory + "/san.cnf"])
        try run(["req"] + curve + ["-keyout", clientKey, "-out", directory + "/client.csr", "-subj", "/CN=panel-hall"])
        try run(["x509", "-req", "-in", directory + "/client.csr", "-CA", authority, "-CAkey", directory + "/ca.key",
                 "-CAcreateserial", "-out", clientCertificate, "-days", "2"])
        for file in [authority, certificate, key, clientCertificate] { chmod(file, 0o644) }
        chmod(clientKey, 0o600)
    }

    func remove() { _ = try? ChildProcess("/bin/rm", ["-rf", directory]).wait() }

    private func run(_ arguments: [String]) throws {
        let child = try ChildProcess(TestCertificates.openssl, arguments, mergeErrors: true)
        let output = child.readAllOutput()
        guard child.wait() == 0 else { throw SpawnFailure(reason: "openssl \(arguments.first ?? ""): \(output)") }
    }
}
