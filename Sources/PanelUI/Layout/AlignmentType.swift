import PanelBase

/// An alignment's identifying type. A metatype is immutable, so sharing it between
/// threads is safe, though the compiler cannot tell for every conforming type.
struct AlignmentType: @unchecked Sendable {
    let type: any AlignmentID.Type
}
