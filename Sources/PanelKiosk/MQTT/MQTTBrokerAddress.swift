/// A broker as `--mqtt` and the panel file's `mqtt.broker` give it:
/// `mqtt://[user@]host[:port]`, or `mqtts://` for TLS. The default ports are 1883 and
/// 8883; an IPv6 address is written in brackets (`mqtt://[::1]:1883`). A password is never
/// part of it (it would show in `ps` and in logs): it comes from a file.
struct MQTTBrokerAddress: Sendable, Equatable, CustomStringConvertible {
    var tls: Bool
    var username: String?
    var host: String
    var port: Int32

    init(tls: Bool, username: String?, host: String, port: Int32) {
        self.tls = tls
        self.username = username
        self.host = host
        self.port = port
    }

    init(parsing text: String) throws(UsageError) {
        let scheme: Substring
        guard let separator = text.firstRange(of: "://") else {
            throw UsageError(description: "\"\(text)\" is not a broker address (expected mqtt://[user@]host[:port] or mqtts://...)")
        }
        scheme = text[..<separator.lowerBound]
        switch scheme {
        case "mqtt": tls = false
        case "mqtts": tls = true
        default: throw UsageError(description: "\"\(scheme)\" is not a broker scheme (expected mqtt or mqtts)")
        }
        var rest = text[separator.upperBound...]
        if rest.hasSuffix("/") { rest.removeLast() }
        if let at = rest.lastIndex(of: "@") {
            let user = rest[..<at]
            if user.contains(":") {
                throw UsageError(description: "a password in the broker address would show in the process list and the log: give it with --mqtt-password-file")
            }
            guard !user.isEmpty else { throw UsageError(description: "the user name before @ is empty") }
            username = String(user)
            rest = rest[rest.index(after: at)...]
        }
        var portText: Substring?
        if rest.hasPrefix("[") {
            guard let close = rest.firstIndex(of: "]") else { throw UsageError(description: "an IPv6 address needs its closing ]") }
            host = String(rest[rest.index(after: rest.startIndex)..<close])
            let after = rest[rest.index(after: close)...]
            if !after.isEmpty {
                guard after.hasPrefix(":") else { throw UsageError(description: "expected :port after the address, found \"\(after)\"") }
                portText = after.dropFirst()
            }
        } else if let colon = rest.lastIndex(of: ":") {
            host = String(rest[..<colon])
            portText = rest[rest.index(after: colon)...]
        } else {
            host = String(rest)
        }
        guard !host.isEmpty, !host.contains("/"), host.unicodeScalars.allSatisfy({ $0.value > 32 && $0.value < 127 }) else {
            throw UsageError(description: "\"\(text)\" has no usable host name")
        }
        if let portText {
            guard let number = Int32(portText), number >= 1, number <= 65535 else {
                throw UsageError(description: "\"\(portText)\" is not a port (expected 1 to 65535)")
            }
            port = number
        } else {
            port = tls ? 8883 : 1883
        }
    }

    var description: String {
        let shownHost = host.contains(":") ? "[\(host)]" : host
        return "\(tls ? "mqtts" : "mqtt")://\(username.map { $0 + "@" } ?? "")\(shownHost):\(port)"
    }
}
