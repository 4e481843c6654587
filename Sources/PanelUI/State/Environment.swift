import PanelBase

/// Reads a value from the environment of the view that declares it.
@MainActor @preconcurrency @propertyWrapper
public struct Environment<Value>: DynamicPropertyInstalling {
    let keyPath: KeyPath<EnvironmentValues, Value>
    let box: EnvironmentBox<Value>

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
        self.box = EnvironmentBox()
    }

    public var wrappedValue: Value { box.value ?? EnvironmentValues()[keyPath: keyPath] }

    func install(in node: CompositeNode, slot: Int) {
        box.value = node.environment[keyPath: keyPath]
        node.installedEnvironmentBoxes.append(box)
    }
}

/// The value an `@Environment` (or `@EnvironmentObject`) read at the last install, shared
/// by every copy of the view value it was installed in.
///
/// Such a value may hold closures that capture views (a page's navigation context holds
/// its stack's push, which captures the stack and so the views of its pages), and those
/// views hold this box: a cycle no reference count frees. So the node that installed a
/// box empties it when it takes another view value or leaves the graph
/// (`CompositeNode.installedEnvironmentBoxes`), and the view values it held are freed.
@MainActor
final class EnvironmentBox<Value>: InstalledEnvironmentBox {
    var value: Value?

    func forget() { value = nil }
}

/// A box an `@Environment` was installed in, emptied by its node when done with it.
@MainActor
protocol InstalledEnvironmentBox: AnyObject {
    func forget()
}
