/// The MQTT keep-alive a panel asks for: how long the line may stay quiet before the panel
/// pings the broker. A broker that does not answer within as long again is taken for gone
/// (a network cut, a frozen broker), and the panel reconnects. libmosquitto refuses less
/// than 5 s; more than an hour would leave a cut unnoticed for hours.
enum MQTTKeepAlive {
    static let defaultSeconds = 15
    static let range = 5...3600
    static let expected = "a whole number of seconds from \(range.lowerBound) to \(range.upperBound)"

    /// The number as seconds, or nil when it is not a whole number in range.
    static func seconds(_ value: Double) -> Int? {
        guard value.isFinite, value.rounded() == value, Double(range.lowerBound)...Double(range.upperBound) ~= value else { return nil }
        return Int(value)
    }
}
