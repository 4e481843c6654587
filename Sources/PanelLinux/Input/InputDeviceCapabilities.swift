import PanelBase

/// What an input device can report: enough to classify it and map its coordinates, read
/// from libevdev for a device node or from an evemu recording's header, so classification
/// is tested without a device.
public struct InputDeviceCapabilities: Hashable, Sendable {
    public var name: String
    public var busType: Int
    public var vendor: Int
    public var product: Int
    public var version: Int
    /// INPUT_PROP_* bits.
    public var properties: Set<UInt16>
    /// EV_KEY codes (keys and buttons).
    public var keys: Set<UInt16>
    /// EV_REL codes.
    public var relativeAxes: Set<UInt16>
    /// EV_ABS codes and their ranges.
    public var absoluteAxes: [UInt16: AbsoluteAxisInfo]

    public init(
        name: String = "",
        busType: Int = 0, vendor: Int = 0, product: Int = 0, version: Int = 0,
        properties: Set<UInt16> = [],
        keys: Set<UInt16> = [],
        relativeAxes: Set<UInt16> = [],
        absoluteAxes: [UInt16: AbsoluteAxisInfo] = [:]
    ) {
        self.name = name
        self.busType = busType
        self.vendor = vendor
        self.product = product
        self.version = version
        self.properties = properties
        self.keys = keys
        self.relativeAxes = relativeAxes
        self.absoluteAxes = absoluteAxes
    }

    public func hasKey(_ code: UInt16) -> Bool { keys.contains(code) }
    public func hasAbsolute(_ code: UInt16) -> Bool { absoluteAxes[code] != nil }
    public func hasRelative(_ code: UInt16) -> Bool { relativeAxes.contains(code) }
    public func hasProperty(_ property: UInt16) -> Bool { properties.contains(property) }

    /// Number of multitouch slots (ABS_MT_SLOT's maximum + 1), 0 without protocol B.
    public var slotCount: Int {
        guard let slot = absoluteAxes[LinuxInputCode.absMTSlot], slot.maximum >= 0 else { return 0 }
        return Int(slot.maximum) + 1
    }

    /// How the device reports several contacts, nil when it has no multitouch positions.
    public var multitouchProtocol: MultitouchProtocol? {
        typealias C = LinuxInputCode
        guard hasAbsolute(C.absMTPositionX) && hasAbsolute(C.absMTPositionY) else { return nil }
        if !hasAbsolute(C.absMTSlot) { return .a }
        // Slots need tracking ids to say when a contact begins and ends.
        return slotCount > 0 && hasAbsolute(C.absMTTrackingID) ? .b : nil
    }
}
