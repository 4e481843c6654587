import PanelBase

/// A node that sets or changes a preference for the views above it.
@MainActor
protocol PreferenceContributing: AnyObject {
    /// Whether this node sets or changes `key` (by the key type's identifier).
    func contributes(to key: ObjectIdentifier) -> Bool
    /// What this node hands up for `key` given what its content hands up (`below`: nil
    /// when nothing in the content sets it). Called only when `contributes(to:)`.
    func contribute<K: PreferenceKey>(_ key: K.Type, below: K.Value?) -> K.Value?
}

extension ViewNode {
    /// The value of `key` this subtree hands up: its preference writers' values, combined
    /// in tree order by the key's `reduce`; nil when nothing in it sets the key.
    /// Views animating away (departures) hand nothing up.
    func preferenceValue<K: PreferenceKey>(_ key: K.Type) -> K.Value? {
        let below = ViewNode.combinedPreference(key, of: children[...])
        if let contributor = self as? PreferenceContributing, contributor.contributes(to: ObjectIdentifier(key)) {
            return contributor.contribute(key, below: below)
        }
        return below
    }

    /// The values `nodes` hand up for `key`, combined in order: each sibling's value is
    /// reduced into those before it (a sibling that sets nothing takes no part).
    static func combinedPreference<K: PreferenceKey>(_ key: K.Type, of nodes: ArraySlice<ViewNode>) -> K.Value? {
        var combined: K.Value?
        for node in nodes where node.isInGraph {
            guard let next = node.preferenceValue(key) else { continue }
            if combined == nil {
                combined = next
            } else {
                K.reduce(value: &combined!, nextValue: { next })
            }
        }
        return combined
    }
}
