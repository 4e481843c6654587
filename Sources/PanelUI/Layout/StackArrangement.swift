import PanelBase

/// How a stack measures and places its views: an HStack, VStack or ZStack (`StackNode`)
/// and the stack layouts used as `Layout` values (`HStackLayout`, `VStackLayout`,
/// `ZStackLayout`) share it.
@MainActor
enum StackArrangement {
    /// Measures the children for `proposal` and returns the stack's size; with `place`, also
    /// hands each child, in order, its frame relative to the stack's origin. Guides line up
    /// across a row or column (both ways in an overlay); the stack is as large as what
    /// reaches furthest past them.
    static func layOut(_ children: [ViewNode], style: StackLayoutStyle, proposal: ProposedSize, scratch: inout Scratch,
                       place: ((Int, FixedRect) -> Void)? = nil) -> FixedSize {
        guard !children.isEmpty else { return .zero }
        guard let axis = style.axis else {
            var hLine = Fixed.zero, vLine = Fixed.zero
            for (index, child) in children.enumerated() {
                let size = child.size(for: proposal)
                let h = child.guideValue(style.alignment.horizontal, size: size), v = child.guideValue(style.alignment.vertical, size: size)
                if index == 0 || h > hLine { hLine = h }
                if index == 0 || v > vLine { vLine = v }
                scratch.sizes.append(size)
                scratch.guides.append(h)
                scratch.verticalGuides.append(v)
            }
            var width = Fixed.zero, height = Fixed.zero
            for index in children.indices {
                let frame = FixedRect(origin: FixedPoint(x: hLine - scratch.guides[index], y: vLine - scratch.verticalGuides[index]),
                                      size: scratch.sizes[index])
                width = Fixed.max(width, frame.maxX)
                height = Fixed.max(height, frame.maxY)
                place?(index, frame)
            }
            return FixedSize(width: width, height: height)
        }
        measure(proposal, along: axis, children, spacing: style.spacing, &scratch)
        var line = Fixed.zero
        for (index, child) in children.enumerated() {
            let size = scratch.sizes[index]
            let guide = axis == .horizontal
                ? child.guideValue(style.alignment.vertical, size: size) : child.guideValue(style.alignment.horizontal, size: size)
            scratch.guides.append(guide)
            if index == 0 || guide > line { line = guide }
        }
        let cross: Axis = axis == .horizontal ? .vertical : .horizontal
        var position = Fixed.zero
        var crossExtent = Fixed.zero
        for index in children.indices {
            position += StackArrangement.spacing(before: index, children, style.spacing)
            let size = scratch.sizes[index]
            let offset = line - scratch.guides[index]
            if let place {
                place(index, FixedRect(origin: axis == .horizontal ? FixedPoint(x: position, y: offset) : FixedPoint(x: offset, y: position),
                                       size: size))
            }
            position += size.length(axis)
            crossExtent = Fixed.max(crossExtent, offset + size.length(cross))
        }
        return .along(axis, position, cross: crossExtent)
    }

    /// Spacing before child `index` (none before the first, none next to a spacer when the
    /// stack uses its default spacing).
    static func spacing(before index: Int, _ children: [ViewNode], _ spacing: Fixed?) -> Fixed {
        guard index > 0 else { return .zero }
        if let spacing { return spacing }
        if children[index].isSpacer || children[index - 1].isSpacer { return .zero }
        return StackNode.defaultSpacing
    }

    /// Buffers for measuring, kept between measurements (by a stack's node, or a stack
    /// layout's cache) so that measuring allocates nothing.
    struct Scratch {
        var sizes: [FixedSize] = []
        var least: [Fixed] = []
        var flexibility: [Fixed] = []
        var priorities: [Double] = []
        var group: [Int] = []
        var distinctPriorities: [Double] = []
        /// Each child's guide across a row or column (an overlay's horizontal one).
        var guides: [Fixed] = []
        /// An overlay's vertical guides.
        var verticalGuides: [Fixed] = []

        mutating func clear() {
            Scratch.empty(&sizes)
            Scratch.empty(&least)
            Scratch.empty(&flexibility)
            Scratch.empty(&priorities)
            Scratch.empty(&group)
            Scratch.empty(&distinctPriorities)
            Scratch.empty(&guides)
            Scratch.empty(&verticalGuides)
        }

        /// Empties `buffer`, keeping its storage. Most buffers of a measurement are empty
        /// already (a stack without priorities or guides): emptying one costs a generic
        /// replacement of its whole range, so an empty one is left alone.
        @inline(__always) private static func empty<Element>(_ buffer: inout [Element]) {
            if !buffer.isEmpty { buffer.removeAll(keepingCapacity: true) }
        }
    }

    /// The size of each child along a row or column for `proposal`, into `scratch.sizes`.
    private static func measure(_ proposal: ProposedSize, along axis: Axis, _ children: [ViewNode], spacing: Fixed?,
                                _ scratch: inout Scratch) {
        let count = children.count
        let crossProposal = proposal.length(axis == .horizontal ? .vertical : .horizontal)
        guard let available = proposal.length(axis) else {
            for child in children { scratch.sizes.append(child.size(for: .along(axis, nil, cross: crossProposal))) }
            return
        }
        scratch.sizes.append(contentsOf: repeatElement(.zero, count: count))
        // SwiftUI's rule: higher priorities first; within a priority, offer the least
        // flexible views their share first, so what they leave goes to the more
        // flexible ones. Lower priorities keep at least their minimum sizes.
        var totalSpacing = Fixed.zero
        var reserved = Fixed.zero
        var onePriority = true
        for (index, child) in children.enumerated() {
            let least = child.size(for: .along(axis, .zero, cross: crossProposal)).length(axis)
            let most = child.size(for: .along(axis, .infinity, cross: crossProposal)).length(axis)
            let priority = child.layoutPriority
            scratch.least.append(least)
            scratch.flexibility.append(most - least)
            scratch.priorities.append(priority)
            if priority != scratch.priorities[0] { onePriority = false }
            reserved += least
            totalSpacing += StackArrangement.spacing(before: index, children, spacing)
        }
        var remaining = available - totalSpacing
        // The distinct priorities, highest first, into a kept buffer: measuring allocates nothing.
        if onePriority {
            scratch.distinctPriorities.append(scratch.priorities[0])
        } else {
            for priority in scratch.priorities where !scratch.distinctPriorities.contains(priority) {
                var at = scratch.distinctPriorities.count
                while at > 0, scratch.distinctPriorities[at - 1] < priority { at -= 1 }
                scratch.distinctPriorities.insert(priority, at: at)
            }
        }
        for priorityIndex in scratch.distinctPriorities.indices {
            let priority = scratch.distinctPriorities[priorityIndex]
            // The group, least flexible first (ties in order): an insertion sort, as groups are small.
            scratch.group.removeAll(keepingCapacity: true)
            for index in 0..<count where scratch.priorities[index] == priority {
                // Appended, then moved down past the more flexible ones (an `insert` costs a
                // generic replacement of the buffer's tail).
                scratch.group.append(index)
                var at = scratch.group.count - 1
                while at > 0, scratch.flexibility[scratch.group[at - 1]] > scratch.flexibility[index] {
                    scratch.group[at] = scratch.group[at - 1]
                    at -= 1
                }
                scratch.group[at] = index
                reserved -= scratch.least[index]
            }
            var groupRemaining = remaining - reserved
            var left = scratch.group.count
            for index in scratch.group {
                // Offered unbounded room, each view is offered unbounded room (as
                // SwiftUI's infinity minus or over anything stays infinity).
                let share = available >= Fixed.infinity ? Fixed.infinity : Fixed.max(.zero, groupRemaining) / left
                let size = children[index].size(for: .along(axis, share, cross: crossProposal))
                scratch.sizes[index] = size
                groupRemaining -= size.length(axis)
                remaining -= size.length(axis)
                left -= 1
            }
        }
    }
}
