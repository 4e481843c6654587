/// A calibration matrix that could not be read: says what was expected.
public struct TouchCalibrationError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
