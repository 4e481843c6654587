import PanelBase

/// Tells the property wrappers the graph installs (`DynamicPropertyInstalling`) from other
/// types by their type descriptor, without asking the runtime.
///
/// Asking the runtime whether a type conforms to a protocol searches every conformance
/// record of the program when the answer is no (about 250 000 instructions, a press
/// frame's whole budget), once per type; a view's first comparison asks it of each field
/// type. The protocol is internal, so its conformers are a closed set: every one is listed
/// in `descriptors`, and debug builds check each answer against the runtime's.
@MainActor
enum DynamicPropertyKinds {
    /// Whether `type` is one of the graph-installed property wrappers (any generic
    /// argument).
    static func isWrapper(_ type: Any.Type) -> Bool {
        let found = MetadataKind.of(type) == MetadataKind.structure && descriptors.contains(descriptor(of: type))
        assert(found == (type is any DynamicPropertyInstalling.Type),
               "\(type) conforms to DynamicPropertyInstalling but is not listed in DynamicPropertyKinds")
        return found
    }

    /// The nominal type descriptor of a struct's metadata (the same for every generic
    /// argument): the word after its kind.
    private static func descriptor(of type: Any.Type) -> UnsafeRawPointer? {
        unsafeBitCast(type, to: UnsafeRawPointer.self).load(fromByteOffset: MemoryLayout<Int>.size, as: UnsafeRawPointer?.self)
    }

    /// One instance of each conformer, for its descriptor.
    private static let descriptors: Set<UnsafeRawPointer?> = Set([
        State<Int>.self, GestureState<Int>.self, Environment<Int>.self, EnvironmentObject<DescriptorProbe>.self,
        StateObject<DescriptorProbe>.self, AppStorage<Int>.self, SceneStorage<Int>.self, Namespace.self,
        FocusState<Bool>.self,
    ].map { descriptor(of: $0) })

    private final class DescriptorProbe: ObservableObject {}
}
