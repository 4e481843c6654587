import Foundation
import Panel

// `URL` and `Data` values of `@AppStorage` and `@SceneStorage`: Foundation's types, so
// they live in this module (the layers below do not use Foundation). The store keeps
// strings: a URL as its absolute string, data as Base64, as a property list would not
// (the kiosk's state file is JSON).

enum StoredFoundationValue {
    static func url(_ stored: AppStorageValue) -> URL? { stored.stringValue.flatMap { URL(string: $0) } }
    static func data(_ stored: AppStorageValue) -> Data? { stored.stringValue.flatMap { Data(base64Encoded: $0) } }
}

extension AppStorage {
    public init(wrappedValue: Value, _ key: String) where Value == URL {
        self.init(key: key, defaultValue: wrappedValue, expected: "a URL string",
                  decode: StoredFoundationValue.url, encode: { .string($0.absoluteString) })
    }

    public init(wrappedValue: Value, _ key: String) where Value == Data {
        self.init(key: key, defaultValue: wrappedValue, expected: "Base64 data",
                  decode: StoredFoundationValue.data, encode: { .string($0.base64EncodedString()) })
    }
}

extension SceneStorage {
    public init(wrappedValue: Value, _ key: String) where Value == URL {
        self.init(scene: AppStorage(wrappedValue: wrappedValue, key))
    }

    public init(wrappedValue: Value, _ key: String) where Value == Data {
        self.init(scene: AppStorage(wrappedValue: wrappedValue, key))
    }
}
