/// What a button does, for the containers that arrange buttons by it (an alert puts the
/// cancel button last and in bold, and draws a destructive one red).
public struct ButtonRole: Equatable, Sendable {
    private let name: String
    /// Undoes nothing and dismisses: the container's way out.
    public static let cancel = ButtonRole(name: "cancel")
    /// Deletes or removes data.
    public static let destructive = ButtonRole(name: "destructive")
}
