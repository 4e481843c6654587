import Glibc
import PanelBase

/// Animates display lists: when an update changes an entry's animatable values inside a
/// transaction with an animation, each changed value starts moving from what the screen
/// shows towards its new value; each frame samples every running animation at the frame's
/// time and produces the list to draw.
///
/// What a frame shows is a pure function of the changes (with their times) and the frame's
/// time: frames drawn at different moments agree wherever their times agree.
struct DisplayListAnimator {
    /// Running animations, per entry, per channel index.
    private var running: [EntryKey: [Int: AnimatedValue]] = [:]
    private var springs = SpringCache()
    /// The list the last frame presented, while the model it was made from is current.
    private var presented: PresentedListCache?
    /// Whether the next `present` of the same model changes the list it presented last in
    /// place: whoever holds that list should let go of it first, or it is copied whole.
    var patchesInPlace: Bool { presented != nil }
    /// The list the last `present` showed before, when it stopped patching it (the
    /// animations ended): what the screen shows, to compare the new list with.
    private(set) var droppedList: DisplayList?
    /// An animated entry's values, kept between entries and frames (`animatedEntry`).
    private var valuesBuffer: [Int] = []
    /// Whether a frame of the same model makes again only what moved (tests turn it off to
    /// compare with lists replayed whole).
    var patchesPresentedList = true

    var isEmpty: Bool { running.isEmpty }
    /// The animations started since `clearStartedAnimations()`, as they started: when they
    /// end is worked out only if asked (a spring started from motion would count its
    /// settling steps at the tap that starts it).
    private var startedAnimations: [AnimationComponent] = []
    /// When the animations started since `clearStartedAnimations()` end (nil: none
    /// started, or only ones that never end).
    var startedAnimationsEnd: MonotonicTime? {
        startedAnimations.compactMap(\.end).max()
    }
    mutating func clearStartedAnimations() { startedAnimations.removeAll(keepingCapacity: true) }
    /// How many entries have animations running.
    var animatedEntryCount: Int { running.count }

    /// Whether anything still moves after `time`.
    func isAnimating(after time: MonotonicTime) -> Bool {
        running.values.contains { $0.values.contains { $0.isRunning(after: time) } }
    }

    /// When the last finite animation ends (nil when none runs or one repeats forever).
    var endTime: MonotonicTime? {
        var latest: MonotonicTime?
        for channels in running.values {
            for value in channels.values {
                for component in value.components {
                    guard let end = component.end else { return nil }
                    latest = Swift.max(latest ?? end, end)
                }
            }
        }
        return latest
    }

    /// When the animations on the entries named `keys` end (nil when none runs on them, or
    /// one repeats forever).
    func endTime(of keys: [EntryKey]) -> MonotonicTime? {
        guard !running.isEmpty else { return nil }
        var latest: MonotonicTime?
        for key in keys {
            guard let channels = running[key] else { continue }
            for value in channels.values {
                for component in value.components {
                    guard let end = component.end else { return nil }
                    latest = Swift.max(latest ?? end, end)
                }
            }
        }
        return latest
    }

    /// Starts, retargets or cancels animations for what changed from `old` to `new` at `time`.
    /// Runs `new` copied from `old` (see `DisplayListReuse.swift`) are the same entries
    /// unchanged: their animations go on as they are, and only the entries drawn afresh are
    /// compared with what they were.
    mutating func commit(from old: AnnotatedDisplayList, to new: AnnotatedDisplayList,
                         transaction: Transaction?, at time: MonotonicTime) {
        presented = nil
        // Nothing asks for an animation and none is running: nothing can start (a scroll
        // frame, where every entry in sight moved, ends here).
        if running.isEmpty, transaction?.animation == nil, new.implicitAnimations.isEmpty { return }
        let oldIndex = OldEntryIndex(old.annotations, in: DisplayListAnimator.gaps(between: new.reused.map(\.previousRange),
                                                                                   in: old.annotations.indices))
        var next: [EntryKey: [Int: AnimatedValue]] = [:]
        for range in DisplayListAnimator.gaps(between: new.reused.map(\.range), in: new.annotations.indices) {
            for index in range {
                let annotation = new.annotations[index]
                let key = annotation.key
                // Entries no view node owns have no lasting identity: they never animate.
                guard key.node >= 0, let before = oldIndex[key] else { continue }
                let oldItem = old.list.entries[before].item, newItem = new.list.entries[index].item
                guard AnimatableChannels.canAnimate(oldItem, into: newItem) else { continue }
                var channels = running.isEmpty ? [:] : running[key] ?? [:]
                let animation = oldItem != newItem ? resolvedAnimation(new.implicitAnimation(of: index), transaction) : nil
                // A change made at once to an entry that is not moving leaves nothing to run.
                if oldItem != newItem, animation != nil || !channels.isEmpty {
                    let from = AnimatableChannels(of: oldItem), to = AnimatableChannels(of: newItem)
                    for channel in to.values.indices where channel < from.values.count && from.values[channel] != to.values[channel] {
                        var value = channels[channel] ?? AnimatedValue()
                        let change = Int64(to.values[channel] - from.values[channel]) << 16
                        value.retarget(by: change, animation: animation, tolerance: to.tolerances[channel],
                                       springs: &springs, at: time)
                        channels[channel] = value.isEmpty ? nil : value
                        if animation != nil, let started = value.components.last { startedAnimations.append(started) }
                    }
                }
                if !channels.isEmpty { next[key] = channels }
            }
        }
        // A running entry not among the old entries drawn afresh was copied: it goes on.
        for (key, channels) in running where oldIndex[key] == nil { next[key] = channels }
        running = next
    }

    /// Where the old entries drawn afresh lay, by name: a press changes a handful of
    /// entries, which a short list finds faster than hashing their names would.
    private struct OldEntryIndex {
        private var list: [(key: EntryKey, index: Int)] = []
        private var table: [EntryKey: Int]?
        private static let listed = 32

        init(_ annotations: [EntryAnnotation], in ranges: [Range<Int>]) {
            let count = ranges.reduce(0) { $0 + $1.count }
            if count > OldEntryIndex.listed {
                var table: [EntryKey: Int] = [:]
                table.reserveCapacity(count)
                for range in ranges { for index in range { table[annotations[index].key] = index } }
                self.table = table
            } else {
                list.reserveCapacity(count)
                for range in ranges { for index in range { list.append((annotations[index].key, index)) } }
            }
        }

        subscript(key: EntryKey) -> Int? {
            if let table { return table[key] }
            // The last entry of a name wins, as in the table.
            for entry in list.reversed() where entry.key == key { return entry.index }
            return nil
        }
    }

    /// The parts of `whole` that none of `ranges` covers, in order.
    static func gaps(between ranges: [Range<Int>], in whole: Range<Int>) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var start = whole.lowerBound
        // Copied runs come in the new list's order; a reordered parent can list their old
        // places out of order.
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if range.lowerBound > start { result.append(start..<range.lowerBound) }
            start = Swift.max(start, range.upperBound)
        }
        if start < whole.upperBound { result.append(start..<whole.upperBound) }
        return result
    }

    /// The animation a changed entry runs: its innermost changed `.animation(_:value:)`
    /// unless the transaction disables those, otherwise the transaction's.
    private func resolvedAnimation(_ implicit: Animation??, _ transaction: Transaction?) -> Animation? {
        if let implicit, transaction?.disablesAnimations != true { return implicit }
        return transaction?.animation
    }

    /// The list to draw at `time`: `model` with every running animation's value. Drops the
    /// animations finished by `pruneTime` (no later than any change still to come).
    mutating func present(_ model: AnnotatedDisplayList, at time: MonotonicTime,
                          pruneTime: MonotonicTime) -> DisplayList {
        pruneRunning(at: pruneTime)
        droppedList = nil
        guard !running.isEmpty else {
            droppedList = presented?.list
            presented = nil
            return model.list
        }
        // The same model as the last frame's: only what moves (or just stopped) is made again.
        if var cache = presented {
            presented = nil
            patchAnimated(&cache, model: model, at: time)
            presented = cache
            return cache.list
        }
        // A new model where few entries can move (a tap's first frame: the animations
        // running are few for the list): the model's own list with those patched, which is
        // what replaying it whole would make. Its damage is the list diff's, as the frame
        // before showed another model.
        let entryCount = model.list.entries.count
        if patchesPresentedList, running.count * PresentedListCache.entriesPerAnimatedEntry <= entryCount,
           let animated = animatedEntries(of: model),
           var cache = PresentedListCache(list: model.list, animated: animated) {
            patchAnimated(&cache, model: model, at: time)
            cache.forgetPatch()
            presented = cache
            return cache.list
        }
        var builder = DisplayListBuilder()
        var animated: [Int] = []
        for (index, entry) in model.list.entries.enumerated() {
            let annotation = model.annotations[index]
            guard let (item, bounds) = animatedEntry(entry.item, annotation, at: time) else {
                builder.replay(entry.item, layoutBounds: annotation.layoutBounds, annotation: annotation)
                continue
            }
            builder.replay(item, layoutBounds: bounds, annotation: annotation)
            animated.append(index)
        }
        // Patching pays where few entries move among many (a knob, a pressed button); where
        // a large share moves (every control of a screen swinging) replaying is cheaper.
        let fewMove = animated.count * PresentedListCache.entriesPerAnimatedEntry <= entryCount
        presented = patchesPresentedList && fewMove ? PresentedListCache(list: builder.list, animated: animated) : nil
        return builder.list
    }

    /// The entries of `model` with running animations, in order (nil when the list has
    /// none: nothing to patch).
    private func animatedEntries(of model: AnnotatedDisplayList) -> [Int]? {
        var animated: [Int] = []
        animated.reserveCapacity(running.count)
        for index in model.annotations.indices where running[model.annotations[index].key] != nil { animated.append(index) }
        return animated.isEmpty ? nil : animated
    }

    /// Makes again the animated entries of `cache`, a list of `model`, at `time`; those whose
    /// animations ended stay as the model has them and are no longer animated.
    private mutating func patchAnimated(_ cache: inout PresentedListCache, model: AnnotatedDisplayList, at time: MonotonicTime) {
        var replacements: [(index: Int, item: DisplayItem, layoutBounds: FixedRect)] = []
        replacements.reserveCapacity(cache.animated.count)
        var stillAnimated: [Int] = []
        stillAnimated.reserveCapacity(cache.animated.count)
        for index in cache.animated {
            let annotation = model.annotations[index]
            guard let (item, bounds) = animatedEntry(model.list.entries[index].item, annotation, at: time) else {
                replacements.append((index, model.list.entries[index].item, annotation.layoutBounds))
                continue
            }
            replacements.append((index, item, bounds))
            stillAnimated.append(index)
        }
        cache.patch(replacements, model: model)
        cache.animated = stillAnimated
    }

    /// An entry's item and layout bounds with its running animations' values at `time`
    /// (sampling moves them on: they are stored again); nil when nothing runs on it. The
    /// entry's animations are taken out while sampled, so they are changed in place, and
    /// its values go through a kept buffer: a frame allocates nothing here.
    private mutating func animatedEntry(_ item: DisplayItem, _ annotation: EntryAnnotation,
                                        at time: MonotonicTime) -> (DisplayItem, FixedRect)? {
        guard var channels = running.removeValue(forKey: annotation.key) else { return nil }
        AnimatableChannels.values(of: item, into: &valuesBuffer)
        var index = channels.startIndex
        while index != channels.endIndex {
            let channel = channels.keys[index]
            if channel < valuesBuffer.count {
                let offset = channels.values[index].sample(at: time).offset
                valuesBuffer[channel] += Int((offset + (1 << 15)) >> 16)
            }
            channels.formIndex(after: &index)
        }
        running[annotation.key] = channels
        let (animatedItem, change) = AnimatableChannels.apply(valuesBuffer, to: item)
        let b = annotation.layoutBounds
        let bounds = FixedRect(x: b.minX + change.minX, y: b.minY + change.minY,
                               width: Fixed.max(b.width + change.width, .zero), height: Fixed.max(b.height + change.height, .zero))
        return (animatedItem, bounds)
    }

    /// Drops the animations finished by `time`, and entries left with none. Looks first:
    /// while everything still runs (most frames), nothing is written.
    private mutating func pruneRunning(at time: MonotonicTime) {
        let finishes = running.values.contains { channels in
            channels.values.contains { $0.hasFinishedComponents(at: time) }
        }
        guard finishes else { return }
        for key in Array(running.keys) {
            guard var channels = running.removeValue(forKey: key) else { continue }
            for channel in Array(channels.keys) {
                channels[channel]?.prune(at: time)
                if channels[channel]?.isEmpty == true { channels[channel] = nil }
            }
            if !channels.isEmpty { running[key] = channels }
        }
    }

    /// The damage of the last `present` when it made again only what moved since the
    /// frame before (the same model): nil when it replayed the whole list.
    var damageOfLastPresent: Region? {
        guard let presented, presented.hasPatched else { return nil }
        return presented.damageOfLastPatch()
    }

    /// The pixels that differ between two presented lists of the same entries (old and
    /// new bounds of each changed entry; a group with a shadow whole, as its shadow follows
    /// its content). Lists of different entries fall back to the list diff. `unchanged`
    /// names runs known to be the same in both lists (copied by the build): they are not
    /// compared.
    static func damage(from old: DisplayList, oldKeys: [EntryKey], to new: DisplayList, newKeys: [EntryKey],
                       unchanged: [ReusedEntries] = []) -> Region {
        guard oldKeys == newKeys, old.entries.count == new.entries.count else { return new.damage(since: old) }
        // With the same entries in the same places, a copied run lies where it lay.
        let skipped = unchanged.allSatisfy { $0.start == $0.previousStart } ? unchanged.map(\.range) : []
        var changed = Region()
        // Open groups: their begin index and whether they cast a shadow. (A copied run
        // holds whole groups: skipping it leaves the open ones as they were.)
        var groups: [(index: Int, shadow: Bool)] = []
        var damagedShadows = Set<Int>()
        // The entries are compared where they lie (through pointers): a copy of each would
        // retain and release what it holds. An entry whose bytes are the same as before (the
        // same values, the same references: most of a list, copied from the last one) is the
        // same without a comparison of its parts.
        let entrySize = MemoryLayout<DisplayList.Entry>.size
        old.entries.withUnsafeBufferPointer { oldEntries in
            new.entries.withUnsafeBufferPointer { newEntries in
                guard let oldBase = oldEntries.baseAddress, let newBase = newEntries.baseAddress else { return }
                for range in gaps(between: skipped, in: newEntries.indices) {
                    for index in range {
                        let oldEntry = oldBase + index, newEntry = newBase + index
                        if let boundary = newEntry.pointee.item.groupBoundary {
                            if boundary.begins { groups.append((index, boundary.shadow)) } else { _ = groups.popLast() }
                        }
                        if memcmp(oldEntry, newEntry, entrySize) == 0 { continue }
                        // (`==` itself: the protocol's `!=` takes copies.)
                        guard !(oldEntry.pointee == newEntry.pointee) else { continue }
                        // A group whose effect is the same only changed with its content, whose
                        // own entries say where.
                        if newEntry.pointee.item.isGroupBoundary, oldEntry.pointee.item == newEntry.pointee.item { continue }
                        if let outer = groups.first(where: { $0.shadow })?.index {
                            damagedShadows.insert(outer)
                        } else {
                            changed.formUnion(oldEntry.pointee.bounds)
                            changed.formUnion(newEntry.pointee.bounds)
                        }
                    }
                }
            }
        }
        for index in damagedShadows.sorted() {
            changed.formUnion(old.entries[index].bounds)
            changed.formUnion(new.entries[index].bounds)
        }
        return changed.merged()
    }
}
