import PanelBase

/// Sets an environment value for a view and everything inside it.
@usableFromInline
struct _EnvironmentKeyWritingModifier: ViewModifier, PrimitiveModifier {
    let write: (inout EnvironmentValues) -> Void
    /// The key and value written, when comparable: an unchanged write keeps the version.
    /// Read where views are compared (`ComparesOwnValue`), outside the main actor.
    nonisolated(unsafe) let identity: (any EnvironmentWriteIdentity)?
    @usableFromInline init(write: @escaping (inout EnvironmentValues) -> Void, identity: (any EnvironmentWriteIdentity)?) {
        self.write = write
        self.identity = identity
    }
    var body: Never { primitiveBody() }
    @usableFromInline func body(content: Content) -> Never { primitiveBody() }
    func makeNode() -> ModifierNode { EnvironmentWritingNode() }
}

extension _EnvironmentKeyWritingModifier: ComparesOwnValue {
    /// The same write when both have the same identity (its key and value decide the
    /// closure); a write without one never is.
    nonisolated static func isSameValue(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        guard let first = a.assumingMemoryBound(to: _EnvironmentKeyWritingModifier.self).pointee.identity,
              let second = b.assumingMemoryBound(to: _EnvironmentKeyWritingModifier.self).pointee.identity else { return false }
        return first === second || first.isSame(as: second)
    }
}

final class EnvironmentWritingNode: ModifierNode {
    override var ownValueAffectsLayout: Bool { false }
    private var write: (inout EnvironmentValues) -> Void = { _ in }
    private var identity: (any EnvironmentWriteIdentity)?
    /// The last write: what it wrote, into which environment version, and the result.
    private var last: (identity: any EnvironmentWriteIdentity, input: Int, output: EnvironmentValues)?

    override func configure<Modifier: ViewModifier>(_ modifier: Modifier) {
        if let m = modifier as? _EnvironmentKeyWritingModifier {
            write = m.write
            identity = m.identity
        }
    }

    override func childEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues {
        // The same value written into the same environment: the same result, version and
        // all (writing copies the environment's storage, which costs more than comparing).
        if let identity, let last, last.input == environment.version, last.identity.isSame(as: identity) {
            return last.output
        }
        var copy = environment
        write(&copy)
        copy.version = graph?.nextEnvironmentVersion() ?? 0
        last = identity.map { ($0, environment.version, copy) }
        return copy
    }
}

extension View {
    /// Sets `value` at `keyPath` in the environment of this view and its descendants.
    @inlinable public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(_EnvironmentKeyWritingModifier(write: { $0[keyPath: keyPath] = value },
                                                identity: (value as? AnyHashable).map { KeyedEnvironmentWrite(keyPath, $0) }))
    }

    /// The same for a value known to be comparable (colours, fonts): no cast needed to tell
    /// an unchanged write.
    @inlinable public func environment<V: Equatable>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(_EnvironmentKeyWritingModifier(write: { $0[keyPath: keyPath] = value },
                                                identity: KeyedEnvironmentWrite(keyPath, value)))
    }

    /// Changes an environment value in place for this view and its descendants.
    func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, identity: AnyHashable? = nil,
                                 _ transform: @escaping (inout V) -> Void) -> some View {
        modifier(_EnvironmentKeyWritingModifier(write: { transform(&$0[keyPath: keyPath]) },
                                                identity: identity.map { KeyedEnvironmentWrite(keyPath, $0) }))
    }
}

/// What an environment write writes, to tell a write that changes nothing. Immutable,
/// and not isolated: views' values are compared without an executor check.
@usableFromInline
protocol EnvironmentWriteIdentity: AnyObject {
    func isSame(as other: any EnvironmentWriteIdentity) -> Bool
}

/// A style written at a key path, told by its type and, for a style of plain values (a
/// colour, a size), by its layout (`ViewValueComparison`): re-evaluating a view that sets
/// the same style again leaves the environment below as it was. Styles holding
/// references are not compared.
final class StyleEnvironmentWrite<Style>: EnvironmentWriteIdentity {
    let keyPath: AnyKeyPath
    let style: Style
    private let layout: ViewValueComparison.Layout

    /// Nil for a style that is not made of plain values.
    init?(_ keyPath: AnyKeyPath, _ style: Style) {
        guard _isPOD(Style.self), let layout = ViewValueComparison.layout(of: Style.self) else { return nil }
        self.keyPath = keyPath
        self.style = style
        self.layout = layout
    }

    func isSame(as other: any EnvironmentWriteIdentity) -> Bool {
        guard let other = other as? StyleEnvironmentWrite<Style> else { return false }
        if other === self { return true }
        guard other.keyPath == keyPath else { return false }
        return withUnsafePointer(to: other.style) { a in withUnsafePointer(to: style) { b in ViewValueComparison.isSame(a, b, by: layout) } }
    }
}

extension View {
    /// Sets a style resolved from `style` at `keyPath`, identified by the style's value.
    func environment<Style, Resolved>(_ keyPath: WritableKeyPath<EnvironmentValues, Resolved>, style: Style,
                                      resolved: @escaping (Style) -> Resolved) -> some View {
        modifier(_EnvironmentKeyWritingModifier(write: { $0[keyPath: keyPath] = resolved(style) },
                                                identity: StyleEnvironmentWrite(keyPath, style)))
    }
}

/// A value written at a key path.
@usableFromInline
final class KeyedEnvironmentWrite<Value: Equatable>: EnvironmentWriteIdentity {
    @usableFromInline let keyPath: AnyKeyPath
    @usableFromInline let value: Value
    /// `==` for `Value`, made where the value's type is known (the initializer is inlined
    /// there): compared through the protocol, `==` runs as unspecialised generic code,
    /// which for an optional (`Font?`, `Color?`) makes tuple metadata at every comparison.
    @usableFromInline let equals: (Value, Value) -> Bool
    @inlinable init(_ keyPath: AnyKeyPath, _ value: Value) {
        self.keyPath = keyPath
        self.value = value
        self.equals = { $0 == $1 }
    }

    @usableFromInline func isSame(as other: any EnvironmentWriteIdentity) -> Bool {
        // Told by type, not cast: a cast to a generic class costs more than the whole
        // comparison otherwise. (Key paths compare identical instances first.)
        guard type(of: other) == KeyedEnvironmentWrite<Value>.self else { return false }
        let other = unsafeDowncast(other, to: KeyedEnvironmentWrite<Value>.self)
        return other === self || (other.keyPath == keyPath && equals(other.value, value))
    }
}
