import Synchronization

/// A class whose changes views follow, as SwiftUI's Combine-based model: its `@Published`
/// properties announce each change through `objectWillChange`, and views that hold it in
/// `@StateObject`, `@ObservedObject` or `@EnvironmentObject` (or read its published
/// properties) are redrawn. Combine is not available on Linux: the publisher is Panel's
/// `ObservableObjectPublisher`, with `send()` (docs/data-flow.md).
///
///     final class Model: ObservableObject {
///         @Published var count = 0
///     }
public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher: ObservableObjectPublisher = ObservableObjectPublisher
    /// Announces a change of the object; `send()` redraws the views that observe it.
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// The object's publisher, made the first time it is asked for and kept for the
    /// object's lifetime.
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublishers.publisher(for: self) }
}

/// The publishers of objects that do not declare their own, by object. An entry whose
/// object has gone is dropped when another object's publisher is made.
enum ObservableObjectPublishers {
    private struct Entry: @unchecked Sendable {
        weak var object: AnyObject?
        let publisher: ObservableObjectPublisher
    }
    private static let table = Mutex<[ObjectIdentifier: Entry]>([:])

    static func publisher(for object: AnyObject) -> ObservableObjectPublisher {
        let id = ObjectIdentifier(object)
        // Only compared and kept weakly under the lock, never used there.
        nonisolated(unsafe) let object = object
        return table.withLock { entries in
            // The identifier of a freed object may be reused: the entry must still hold it.
            if let entry = entries[id], entry.object === object { return entry.publisher }
            if entries.count >= 64, entries.count.nonzeroBitCount == 1 {
                entries = entries.filter { $0.value.object != nil }
            }
            let publisher = ObservableObjectPublisher()
            entries[id] = Entry(object: object, publisher: publisher)
            return publisher
        }
    }
}
