import PanelBase

/// Reads a value from the environment of the view that declares it.
@MainActor @preconcurrency @propertyWrapper
public struct Environment<Value>: DynamicPropertyInstalling {
    let keyPath: KeyPath<EnvironmentValues, Value>
    let box: EnvironmentBox

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
        self.box = EnvironmentBox()
    }

    public var wrappedValue: Value { (box.values ?? EnvironmentValues())[keyPath: keyPath] }

    func install(in node: CompositeNode, slot: Int) { box.values = node.environment }
}

@MainActor
final class EnvironmentBox {
    package var values: EnvironmentValues?
}
