import SwiftUI

/// What the settings page changes.
public struct DeviceSettings: Hashable, Sendable {
    public enum Mode: String, CaseIterable, Hashable, Sendable {
        case auto = "Auto"
        case eco = "Eco"
        case boost = "Boost"
    }
    public var brightness = 70
    public var mode = Mode.auto
}
