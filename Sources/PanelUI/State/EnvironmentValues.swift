import PanelBase

/// Values that flow down the view tree: each view sees what its nearest ancestor set
/// with `.environment(_:_:)` (styles, colours, fonts, whether enabled...).
@MainActor @preconcurrency
public struct EnvironmentValues: CustomStringConvertible {
    /// Each value in a box of its own type: reading one back is a class cast, where a
    /// value kept as `Any` is cast through the runtime's general cast (ten times slower, and
    /// nodes read several values at every update).
    private var values: [TypeKey: EnvironmentValueSlot] = [:]
    /// Which state of the environment this is: equal versions hold equal values, so a
    /// view whose inputs and environment version are unchanged need not re-evaluate.
    package var version = 0

    public init() {}

    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { (values[TypeKey(key)] as? EnvironmentValueBox<K.Value>)?.value ?? K.defaultValue }
        set { values[TypeKey(key)] = EnvironmentValueBox(newValue) }
    }

    public nonisolated var description: String { "EnvironmentValues" }

    /// An object kept by its class (`.environment(_:)` of an `@Observable` object).
    func object<Object: AnyObject>(of type: Object.Type) -> Object? {
        (values[TypeKey(ObservableObjectKey<Object>.self)] as? EnvironmentValueBox<Object>)?.value
    }

    mutating func setObject<Object: AnyObject>(_ object: Object?, of type: Object.Type) {
        values[TypeKey(ObservableObjectKey<Object>.self)] = object.map { EnvironmentValueBox($0) }
    }
}

/// A value of the environment, boxed by its type (`EnvironmentValueBox`).
class EnvironmentValueSlot {}

final class EnvironmentValueBox<Value>: EnvironmentValueSlot {
    let value: Value
    init(_ value: Value) { self.value = value }
}

private struct IsEnabledKey: EnvironmentKey {
    static var defaultValue: Bool { true }
}

extension EnvironmentValues {
    /// False inside a `.disabled(true)` view: controls ignore touches and look dimmed.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }
}
