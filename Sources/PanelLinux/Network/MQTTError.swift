import CMosquitto

/// A libmosquitto call that failed, with the library's words for why.
public struct MQTTError: Error, Sendable, CustomStringConvertible {
    public var operation: String
    public var code: Int32

    public var description: String { "\(operation): \(MQTTError.describe(code))" }

    /// The library's message for a result code (for `MOSQ_ERR_ERRNO`, errno's). The
    /// keep-alive's expiry has none in libmosquitto's table ("Unknown error."): it means the
    /// broker stopped answering (a frozen broker, or the network cut on the way).
    static func describe(_ code: Int32) -> String {
        if code == Int32(MOSQ_ERR_KEEPALIVE.rawValue) { return "no answer from the broker within the keep-alive" }
        return String(cString: mosquitto_strerror(code))
    }
}
