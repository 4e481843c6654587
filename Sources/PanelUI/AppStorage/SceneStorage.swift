import PanelBase

/// A value kept under a key for the scene, as SwiftUI's `@SceneStorage`. A kiosk has one
/// scene that lives as long as the program, so the values are kept in memory: they last
/// while the program runs and start again from their defaults when it restarts (use
/// `@AppStorage` for values that must survive a restart).
///
///     @SceneStorage("selectedTab") var tab = "home"
///
/// Every view that reads a key is redrawn when it is written. The keys are the scene's
/// own: an `@AppStorage` of the same name is another value.
@MainActor @preconcurrency @propertyWrapper
public struct SceneStorage<Value>: DynamicPropertyInstalling {
    let storage: AppStorage<Value>

    /// Keeps `storage`'s key in the scene's store instead of the app's.
    package init(scene storage: AppStorage<Value>) {
        storage.box.fixedCenter = SceneStorageCenter.shared
        self.storage = storage
    }

    public var wrappedValue: Value {
        get { storage.wrappedValue }
        nonmutating set { storage.wrappedValue = newValue }
    }

    /// A binding that reads and writes the value.
    public var projectedValue: Binding<Value> { storage.projectedValue }

    func install(in node: CompositeNode, slot: Int) {}
}

/// The in-memory store of `@SceneStorage` values: one program, one scene.
@MainActor
enum SceneStorageCenter {
    static let shared = AppStorageCenter()
}

extension SceneStorage {
    public init(wrappedValue: Value, _ key: String) where Value == Bool {
        self.init(scene: AppStorage(wrappedValue: wrappedValue, key))
    }

    public init(wrappedValue: Value, _ key: String) where Value == Int {
        self.init(scene: AppStorage(wrappedValue: wrappedValue, key))
    }

    public init(wrappedValue: Value, _ key: String) where Value == Double {
        self.init(scene: AppStorage(wrappedValue: wrappedValue, key))
    }

    public init(wrappedValue: Value, _ key: String) where Value == String {
        self.init(scene: AppStorage(wrappedValue: wrappedValue, key))
    }

    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(scene: AppStorage(wrappedValue: wrappedValue, key))
    }

    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
        self.init(scene: AppStorage(wrappedValue: wrappedValue, key))
    }
}
