import Panel

/// The saved-state file as the store of `@AppStorage` values: a key is saved beside the
/// controls' values, in the same file and the same coalesced atomic save (within a second
/// of a change, and at exit). The kiosk installs it at start, once the file is loaded.
///
/// The file keeps Booleans, strings and numbers: an `Int` is saved as a number and read
/// back as one when it is whole. Keys share one namespace with the panel file's control
/// ids.
final class StateStoreAppStorage: AppStorageBackend {
    let store: StateStore

    init(store: StateStore) { self.store = store }

    func value(forKey key: String) -> AppStorageValue? {
        switch store.value(for: key) {
        case let .toggle(on)?: return .bool(on)
        case let .triple(name)?, let .text(name)?: return .string(name)
        case let .slider(number)?: return .double(number)
        case nil: return nil
        }
    }

    func set(_ value: AppStorageValue, forKey key: String) {
        Log.debug("\(store.path): changed \(key) = \(value)")
        switch value {
        case let .bool(on): store.set(.toggle(on), for: key)
        case let .string(text): store.set(.triple(text), for: key)
        case let .int(number): store.set(.slider(Double(number)), for: key)
        case let .double(number):
            // The file keeps finite numbers only: the last finite value stays saved.
            if !store.set(.slider(number), for: key) {
                Log.warning("\(store.path): @AppStorage(\"\(key)\") = \(number) is not a finite number; not saved")
            }
        }
    }
}
