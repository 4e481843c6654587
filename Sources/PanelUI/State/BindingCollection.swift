import PanelBase

/// A binding to a collection is a collection of bindings to its elements, as in SwiftUI:
/// `ForEach($devices) { $device in Toggle(device.name, isOn: $device.isOn) }` hands each
/// row a binding that reads and writes its element in place.
///
/// Each element's binding addresses its element by index. Should the collection shrink
/// under it before it is dropped (a row still animating away), reading gives the element's
/// value when the binding was made and writing does nothing, where SwiftUI would trap.
extension Binding: Sequence where Value: MutableCollection, Value: RandomAccessCollection {
    public typealias Element = Binding<Value.Element>
    public typealias Iterator = IndexingIterator<Binding<Value>>
    public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection, Value: RandomAccessCollection {
    public typealias Index = Value.Index
    public typealias Indices = Value.Indices

    public var startIndex: Value.Index { wrappedValue.startIndex }
    public var endIndex: Value.Index { wrappedValue.endIndex }
    public var indices: Value.Indices { wrappedValue.indices }
    public func index(after i: Value.Index) -> Value.Index { wrappedValue.index(after: i) }

    public subscript(position: Value.Index) -> Binding<Value.Element> {
        let whole = self
        let made = wrappedValue[position]
        return Binding<Value.Element>(
            get: {
                let value = whole.wrappedValue
                return value.indices.contains(position) ? value[position] : made
            },
            set: { newValue in
                var value = whole.wrappedValue
                guard value.indices.contains(position) else { return }
                value[position] = newValue
                whole.wrappedValue = value
            })
    }
}

extension Binding: BidirectionalCollection where Value: MutableCollection, Value: RandomAccessCollection {
    public func index(before i: Value.Index) -> Value.Index { wrappedValue.index(before: i) }
}

extension Binding: RandomAccessCollection where Value: MutableCollection, Value: RandomAccessCollection {}

/// A binding to an identifiable value has its value's identity, so `ForEach($items)`
/// keeps each row's state with its element wherever it moves.
extension Binding: Identifiable where Value: Identifiable {
    public var id: Value.ID { wrappedValue.id }
}
