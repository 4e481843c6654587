import SwiftUI

/// What `chartXScale(domain:)` and `chartYScale(domain:)` accept: a range of numbers or
/// dates, an array of categories, or `.automatic(includesZero:)`.
public protocol ScaleDomain {
    var _scaleDomain: _ScaleDomainValue { get }
}

/// A domain as a chart resolves it.
public enum _ScaleDomainValue {
    case range(_PlottedValue, _PlottedValue)
    case values([_PlottedValue])
    case automatic(includesZero: Bool?, reversed: Bool)
}

extension ClosedRange: ScaleDomain where Bound: Plottable {
    public var _scaleDomain: _ScaleDomainValue { .range(lowerBound._plottedValue, upperBound._plottedValue) }
}

extension Range: ScaleDomain where Bound: Plottable {
    public var _scaleDomain: _ScaleDomainValue { .range(lowerBound._plottedValue, upperBound._plottedValue) }
}

extension Array: ScaleDomain where Element: Plottable {
    public var _scaleDomain: _ScaleDomainValue { .values(map(\._plottedValue)) }
}

/// The domain a chart finds from its data, optionally with or without zero.
public struct AutomaticScaleDomain: ScaleDomain {
    let includesZero: Bool?
    let reversed: Bool
    public var _scaleDomain: _ScaleDomainValue { .automatic(includesZero: includesZero, reversed: reversed) }
    public static var automatic: AutomaticScaleDomain { AutomaticScaleDomain(includesZero: nil, reversed: false) }
    public static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil) -> AutomaticScaleDomain {
        AutomaticScaleDomain(includesZero: includesZero, reversed: reversed ?? false)
    }
}

extension ScaleDomain where Self == AutomaticScaleDomain {
    public static var automatic: AutomaticScaleDomain { AutomaticScaleDomain.automatic }
    public static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil) -> AutomaticScaleDomain {
        AutomaticScaleDomain.automatic(includesZero: includesZero, reversed: reversed)
    }
}
