import PanelBase

/// Where `@AppStorage` values are kept. The kiosk installs its saved-state file at start
/// (`AppStorageCenter.shared.install`), so values survive restarts; until something is
/// installed, values live in memory (`InMemoryAppStorage`) and last as long as the process.
package protocol AppStorageBackend: AnyObject {
    /// The stored value for `key`, if any.
    func value(forKey key: String) -> AppStorageValue?
    /// Stores `value` for `key` (saving it is the store's business: the kiosk's file
    /// saves changes together, within a second).
    func set(_ value: AppStorageValue, forKey key: String)
}
