import PanelBase

/// `@AppStorage` values kept in memory only: what a program gets until it installs a
/// store that saves them.
package final class InMemoryAppStorage: AppStorageBackend {
    package private(set) var values: [String: AppStorageValue] = [:]

    package init(_ values: [String: AppStorageValue] = [:]) { self.values = values }

    package func value(forKey key: String) -> AppStorageValue? { values[key] }
    package func set(_ value: AppStorageValue, forKey key: String) { values[key] = value }
}
