/// Where and how an `MQTTConnection` connects. The password is kept only to be handed to
/// the library: nothing here prints it (`description` leaves it out).
public struct MQTTSettings: Sendable, CustomStringConvertible {
    public var host: String
    public var port: Int32
    /// TLS, checking the broker's certificate against `caFile` (or the system's CAs).
    public var tls = false
    public var caFile: String?
    /// The panel's own certificate and its private key (PEM), for a broker that asks
    /// clients for one (mosquitto's `require_certificate`).
    public var certificateFile: String?
    public var keyFile: String?
    public var username: String?
    public var password: String?
    /// Unique per panel: a broker drops the older of two connections with the same id.
    public var clientID: String
    /// Seconds between keep-alive pings; also how long a silent broker is trusted.
    public var keepAliveSeconds: Int32 = 15
    /// How long connecting to one of the broker's addresses may take before it is given up
    /// (for its next address, or until the next attempt).
    public var connectTimeoutSeconds: Int64 = 10
    /// How long looking the broker's name up may take before it is cancelled and the attempt
    /// counts as failed. Long enough for glibc to try a second name server after a first
    /// that does not answer (5 s).
    public var lookupTimeoutSeconds: Int64 = 10
    /// What the broker publishes for the panel when it vanishes without a goodbye.
    public var will: MQTTMessage?
    public var backoff = ReconnectBackoff()

    public init(host: String, port: Int32, clientID: String) {
        self.host = host
        self.port = port
        self.clientID = clientID
    }

    public var description: String {
        "\(tls ? "mqtts" : "mqtt")://\(username.map { $0 + "@" } ?? "")\(host):\(port) as \(clientID)"
    }
}
