import Glibc
import Observation
import PanelBase

/// The `@AppStorage` values of a program, over a store (`AppStorageBackend`). Each key is
/// an observable property of the centre: a view whose body read a key is redrawn when
/// that key is written, by whichever view writes it, and views that read other keys are
/// not.
///
/// Used on the main thread only (the views are); the class is not isolated so that
/// observation can name each key with a key path.
package final class AppStorageCenter: Observable {
    private let registrar = ObservationRegistrar()
    private var backend: any AppStorageBackend
    /// Where values of the wrong type are reported; standard error by default (the kiosk
    /// sends them to its log).
    package var log: (String) -> Void
    /// Keys whose wrong-typed value was reported already (once each, not at every read).
    private var reported: Set<String> = []

    package init(backend: any AppStorageBackend = InMemoryAppStorage(), log: @escaping (String) -> Void = { Log.warning($0) }) {
        self.backend = backend
        self.log = log
    }

    /// The centre `@AppStorage` uses unless a view host has its own.
    @MainActor package static var shared = AppStorageCenter()

    /// Replaces the store (at start-up, before views read values). Views that read a key
    /// are redrawn, since its value may differ in the new store.
    package func install(_ backend: any AppStorageBackend) {
        registrar.withMutation(of: self, keyPath: \.storeGeneration) {
            self.backend = backend
            storeGeneration += 1
            reported = []
        }
    }

    /// Changes when the store is replaced; every key's read depends on it.
    private var storeGeneration = 0

    /// A key, as observation names it.
    package subscript(observed key: String) -> AppStorageValue? { backend.value(forKey: key) }

    /// The value stored for `key`, read as a view's body reads it (observed).
    package func value(forKey key: String) -> AppStorageValue? {
        registrar.access(self, keyPath: \.storeGeneration)
        registrar.access(self, keyPath: \.[observed: key])
        return backend.value(forKey: key)
    }

    /// Stores `value` for `key`; the views that read the key are redrawn.
    package func set(_ value: AppStorageValue, forKey key: String) {
        if backend.value(forKey: key) == value { return }
        registrar.withMutation(of: self, keyPath: \.[observed: key]) {
            backend.set(value, forKey: key)
        }
        reported.remove(key)
    }

    /// A stored value that cannot be read as the type asked for: reported once, and the
    /// view's default is used. The stored value is left in the store.
    package func reportMismatch(key: String, stored: AppStorageValue, expected: String) {
        guard reported.insert(key).inserted else { return }
        log("@AppStorage(\"\(key)\"): the stored value \(stored) is \(stored.kind), not \(expected); the default is used")
    }

}
