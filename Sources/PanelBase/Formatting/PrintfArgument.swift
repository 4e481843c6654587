/// A value handed to `PrintfFormat`: what a C `printf` argument would be.
public enum PrintfArgument: Hashable, Sendable {
    case signed(Int64)
    case unsigned(UInt64)
    case double(Double)
    case string(String)
}
