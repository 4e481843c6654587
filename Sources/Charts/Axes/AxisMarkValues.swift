import SwiftUI

/// Which values an axis marks: chosen for the domain, every `stride`, or given.
public struct AxisMarkValues: Sendable {
    enum Storage: Sendable {
        case automatic(desiredCount: Int?)
        case numberStride(Double)
        case dateStride(Calendar.Component, Int)
        case values([_PlottedValue])
    }
    let storage: Storage

    public static var automatic: AxisMarkValues { AxisMarkValues(storage: .automatic(desiredCount: nil)) }
    public static func automatic(minimumStride: Double? = nil, desiredCount: Int? = nil,
                                 roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(storage: .automatic(desiredCount: desiredCount))
    }
    public static func stride(by step: Double, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(storage: .numberStride(step))
    }
    public static func stride(by component: Calendar.Component, count: Int = 1, roundLowerBound: Bool? = nil,
                              roundUpperBound: Bool? = nil, calendar: Calendar? = nil) -> AxisMarkValues {
        AxisMarkValues(storage: .dateStride(component, max(1, count)))
    }
    public static func stride(by step: Double, count: Int) -> AxisMarkValues {
        AxisMarkValues(storage: .numberStride(step * Double(count)))
    }
}

/// Where an axis's marks go: Panel puts x below the plot and y on its trailing side, as
/// Swift Charts does by default; `.leading` and `.top` move them.
public struct AxisMarkPosition: Sendable, Hashable {
    enum Storage: Hashable { case automatic, leading, trailing, top, bottom }
    let storage: Storage
    public static let automatic = AxisMarkPosition(storage: .automatic)
    public static let leading = AxisMarkPosition(storage: .leading)
    public static let trailing = AxisMarkPosition(storage: .trailing)
    public static let top = AxisMarkPosition(storage: .top)
    public static let bottom = AxisMarkPosition(storage: .bottom)
}

/// The look of a group of axis marks (accepted; Panel draws one style).
public struct AxisMarkPreset: Sendable, Hashable {
    let name: String
    public static let automatic = AxisMarkPreset(name: "automatic")
    public static let extended = AxisMarkPreset(name: "extended")
    public static let aligned = AxisMarkPreset(name: "aligned")
    public static let inset = AxisMarkPreset(name: "inset")
}

/// One marked value, as `AxisMarks`' content sees it.
public struct AxisValue {
    public let index: Int
    public let count: Int
    let value: _PlottedValue

    /// The value as `type`, when it is one: `value.as(Date.self)`, `value.as(Double.self)`.
    public func `as`<P: Plottable>(_ type: P.Type) -> P? {
        switch value {
        case .number(let number):
            if P.self == Double.self { return number as? P }
            if P.self == Int.self { return Int(number.rounded()) as? P }
            if P.self == Float.self { return Float(number) as? P }
            return nil
        case .date(let seconds): return Date(timeIntervalSinceReferenceDate: seconds) as? P
        case .category(let name): return name as? P
        }
    }
}
