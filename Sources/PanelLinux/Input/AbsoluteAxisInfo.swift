/// One absolute axis as the kernel describes it (`struct input_absinfo`).
public struct AbsoluteAxisInfo: Hashable, Sendable, CustomStringConvertible {
    public var minimum: Int32
    public var maximum: Int32
    public var fuzz: Int32
    public var flat: Int32
    /// Units per millimetre (0 when the device does not say).
    public var resolution: Int32
    /// The axis's value when the device was opened (for ABS_MT_SLOT: the current slot).
    public var value: Int32

    public init(minimum: Int32, maximum: Int32, fuzz: Int32 = 0, flat: Int32 = 0, resolution: Int32 = 0, value: Int32 = 0) {
        self.value = value
        self.minimum = minimum
        self.maximum = maximum
        self.fuzz = fuzz
        self.flat = flat
        self.resolution = resolution
    }

    public var description: String {
        resolution > 0 ? "\(minimum)..\(maximum) (\(resolution)/mm)" : "\(minimum)..\(maximum)"
    }
}
