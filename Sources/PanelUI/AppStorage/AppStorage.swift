import PanelBase

/// A value kept under a key in the program's store, that lasts across restarts: in the
/// kiosk, in its saved-state file (`--state`), saved with the controls' values.
///
///     @AppStorage("brightness") var brightness = 0.8
///
/// Every view that reads a key is redrawn when it is written, from whichever view. A
/// stored value of the wrong type (a string where a number is expected) is reported once
/// and the default is used; the stored value stays until the key is written.
/// As in SwiftUI, the default is not stored: reading gives it until a value is written.
@MainActor @preconcurrency @propertyWrapper
public struct AppStorage<Value>: DynamicPropertyInstalling {
    let key: String
    let defaultValue: Value
    private let decode: (AppStorageValue) -> Value?
    private let encode: (Value) -> AppStorageValue
    /// What the value should be, for the message when it is not.
    private let expected: String
    let box = AppStorageBox()

    /// A stored value read with `decode` and written with `encode` (the `SwiftUI` module
    /// adds Foundation's `URL` and `Data` this way).
    package init(key: String, defaultValue: Value, expected: String,
                 decode: @escaping (AppStorageValue) -> Value?, encode: @escaping (Value) -> AppStorageValue) {
        self.key = key
        self.defaultValue = defaultValue
        self.expected = expected
        self.decode = decode
        self.encode = encode
    }

    public var wrappedValue: Value {
        get {
            let center = box.center
            guard let stored = center.value(forKey: key) else { return defaultValue }
            if let value = decode(stored) { return value }
            center.reportMismatch(key: key, stored: stored, expected: expected)
            return defaultValue
        }
        nonmutating set { box.center.set(encode(newValue), forKey: key) }
    }

    /// A binding that reads and writes the stored value (for a toggle, a slider).
    public var projectedValue: Binding<Value> {
        let storage = self
        return Binding(get: { storage.wrappedValue }, set: { storage.wrappedValue = $0 })
    }

    func install(in node: CompositeNode, slot: Int) { box.graphCenter = node.graph?.appStorage }
}

/// Which store an `@AppStorage` uses: its view host's when the host has one of its own,
/// the program's otherwise.
@MainActor
final class AppStorageBox {
    var graphCenter: AppStorageCenter?
    /// A store that is always this one's, whatever the host (`@SceneStorage`'s).
    var fixedCenter: AppStorageCenter?
    var center: AppStorageCenter { fixedCenter ?? graphCenter ?? AppStorageCenter.shared }
}

extension AppStorage {
    public init(wrappedValue: Value, _ key: String) where Value == Bool {
        self.init(key: key, defaultValue: wrappedValue, expected: "a Boolean", decode: { $0.boolValue }, encode: { .bool($0) })
    }

    public init(wrappedValue: Value, _ key: String) where Value == Int {
        self.init(key: key, defaultValue: wrappedValue, expected: "an integer", decode: { $0.intValue }, encode: { .int($0) })
    }

    public init(wrappedValue: Value, _ key: String) where Value == Double {
        self.init(key: key, defaultValue: wrappedValue, expected: "a number", decode: { $0.doubleValue }, encode: { .double($0) })
    }

    public init(wrappedValue: Value, _ key: String) where Value == String {
        self.init(key: key, defaultValue: wrappedValue, expected: "a string", decode: { $0.stringValue }, encode: { .string($0) })
    }

    /// An enumeration (or other raw-representable type) stored as its integer raw value.
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue, expected: "an integer raw value of \(Value.self)",
                  decode: { stored in stored.intValue.flatMap { Value(rawValue: $0) } }, encode: { .int($0.rawValue) })
    }

    /// An enumeration (or other raw-representable type) stored as its string raw value.
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue, expected: "a string raw value of \(Value.self)",
                  decode: { stored in stored.stringValue.flatMap { Value(rawValue: $0) } }, encode: { .string($0.rawValue) })
    }
}
