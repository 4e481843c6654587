import SwiftUI

/// A device the panel switches: a name, an icon and whether it is on.
public struct Device: Identifiable, Hashable, Sendable {
    public let id: Int
    public var name: String
    public var symbol: String
    public var isOn: Bool

    /// The devices a fresh panel shows.
    public static let initial = [
        Device(id: 1, name: "Ceiling lights", symbol: "lightbulb", isOn: true),
        Device(id: 2, name: "Fan", symbol: "fan", isOn: false),
        Device(id: 3, name: "Heater", symbol: "thermometer", isOn: false),
    ]
}
