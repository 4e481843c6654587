import PanelBase

extension ViewGraph {
    /// Has every preference reader read again when some preference may have changed.
    /// Returns whether one acted (ran an action, made its views again). Free while no
    /// writer changed, and when no view reads a preference.
    func readPreferences() -> Bool {
        guard preferencesChanged else { return false }
        preferencesChanged = false
        guard !preferenceReaders.isEmpty else { return false }
        var acted = false
        // Outer readers first, so an inner one's views are made from the outer one's
        // latest.
        let readers = preferenceReaders.values.compactMap { $0 as? ViewNode }.filter(\.isInGraph).sorted { $0.depth < $1.depth }
        for reader in readers {
            if (reader as? PreferenceReading)?.readPreference() == true { acted = true }
        }
        return acted
    }
}
