import CMosquitto

/// A libmosquitto call that failed, with the library's words for why.
public struct MQTTError: Error, Sendable, CustomStringConvertible {
    public var operation: String
    public var code: Int32

    public var description: String { "\(operation): \(MQTTError.describe(code))" }

    /// The library's message for a result code (for `MOSQ_ERR_ERRNO`, errno's).
    static func describe(_ code: Int32) -> String { String(cString: mosquitto_strerror(code)) }
}
