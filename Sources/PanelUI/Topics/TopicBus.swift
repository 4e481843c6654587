/// Where `@Topic` values come from and go to: a message broker's connection, installed in
/// `TopicCenter` by the program that has one (the kiosk, with `--mqtt`). Called on the main
/// thread only.
@MainActor
package protocol TopicBus: AnyObject {
    /// Whether messages can be sent now (published ones would reach the broker).
    var isConnected: Bool { get }
    /// Asks for the messages on `topic` (again after each reconnection: the centre calls it
    /// for every topic from `connected()`).
    func subscribe(_ topic: String)
    /// Sends `payload` on `topic`; false when it could not be handed to the connection.
    func publish(_ topic: String, payload: [UInt8], retain: Bool) -> Bool
}
