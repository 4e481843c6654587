import PanelBase

/// How a decoder turns the frame it collected (up to `SYN_REPORT`) into input events:
/// each multitouch slot, the single contact of a single-touch screen or pen, or the mouse
/// with its button; then the frame's keys and wheel turns.
extension InputEventDecoder {
    mutating func finishFrame(at time: MonotonicTime, into output: inout [InputEvent]) {
        switch kind {
        case .multitouchScreen:
            for slot in contacts.indices { finishMultitouchSlot(slot, at: time, into: &output) }
        case .singleTouchScreen, .absolutePointer:
            finishSingleContact(at: time, into: &output)
        case .relativeMouse:
            let moved = pendingDX != 0 || pendingDY != 0
            if moved {
                let maxX = Fixed(raw: mapper.transform.logicalWidth * Fixed.scale - 1)
                let maxY = Fixed(raw: mapper.transform.logicalHeight * Fixed.scale - 1)
                cursor.x = Fixed.min(Fixed.max(cursor.x + Fixed(clampedPixels: pendingDX), .zero), maxX)
                cursor.y = Fixed.min(Fixed.max(cursor.y + Fixed(clampedPixels: pendingDY), .zero), maxY)
            }
            finishButtonContact(location: cursor, moved: moved, pressed: pendingButton.map { $0 != 0 }, at: time, into: &output)
        case .keyboard, .dial, .ignored:
            break
        }
        keysAndAxes.emit(at: time, into: &output)
        clearFrame()
    }

    /// Where a contact shown at device position (x, y) is on the logical screen.
    package func location(_ x: Int32, _ y: Int32) -> FixedPoint {
        mapper.logicalPoint(deviceX: x, deviceY: y)
    }

    mutating func finishMultitouchSlot(_ slot: Int, at time: MonotonicTime, into output: inout [InputEvent]) {
        var contact = contacts[slot]
        guard contact.trackingChanged || contact.frameX != nil || contact.frameY != nil else { return }
        let clean = !contact.ambiguous
        if clean {
            if let x = contact.frameX { contact.x = x; contact.knownX = true }
            if let y = contact.frameY { contact.y = y; contact.knownY = true }
        }
        let reportedPosition = clean && (contact.frameX != nil || contact.frameY != nil)
        let pointer = pointerID(slot: slot)
        if contact.trackingChanged {
            if contact.active {
                // Lifted (where it last was, or where this frame puts it), or replaced by
                // a new contact in the same frame, whose position this frame's values are.
                var ended = contact.reported
                if reportedPosition && contact.trackingID < 0 {
                    let shown = hysteresis.filter(x: contact.x, y: contact.y, shownX: contact.shownX, shownY: contact.shownY)
                    ended = location(shown.x, shown.y)
                }
                output.append(.pointer(PointerEvent(pointer: pointer, phase: .ended, location: ended, timestamp: time)))
                contact.active = false
            }
            contact.muted = false
            contact.pending = contact.trackingID >= 0
            // mtdev passes on only contacts that came with a position.
            contact.ownPosition = translator != nil
        }
        if contact.pending {
            if reportedPosition { contact.ownPosition = true }
            if contact.ownPosition && contact.knownX && contact.knownY && clean {
                contact.shownX = contact.x
                contact.shownY = contact.y
                let began = location(contact.x, contact.y)
                output.append(.pointer(PointerEvent(pointer: pointer, phase: .began, location: began, timestamp: time)))
                contact.pending = false
                contact.active = true
                contact.reported = began
            }
        } else if contact.active && reportedPosition {
            let shown = hysteresis.filter(x: contact.x, y: contact.y, shownX: contact.shownX, shownY: contact.shownY)
            contact.shownX = shown.x
            contact.shownY = shown.y
            let moved = location(shown.x, shown.y)
            if moved != contact.reported {
                output.append(.pointer(PointerEvent(pointer: pointer, phase: .moved, location: moved, timestamp: time)))
                contact.reported = moved
            }
        }
        contacts[slot] = contact
    }

    mutating func finishSingleContact(at time: MonotonicTime, into output: inout [InputEvent]) {
        var contact = contacts[0]
        if let x = contact.frameX { contact.x = x }
        if let y = contact.frameY { contact.y = y }
        let moved = contact.frameX != nil || contact.frameY != nil
        var pressed = pendingButton.map { $0 != 0 }
        if case .pressure(let rule) = contactSignal, let pressure = pendingPressure {
            let touching = rule.isTouching(pressure: pressure, wasTouching: pressureTouching)
            if touching != pressureTouching {
                pressureTouching = touching
                pressed = touching
            }
        }
        if pressed == true && !contact.active {
            contact.shownX = contact.x
            contact.shownY = contact.y
        } else if contact.active && moved {
            let shown = hysteresis.filter(x: contact.x, y: contact.y, shownX: contact.shownX, shownY: contact.shownY)
            contact.shownX = shown.x
            contact.shownY = shown.y
        }
        contacts[0] = contact
        finishButtonContact(location: location(contact.shownX, contact.shownY), moved: moved, pressed: pressed, at: time, into: &output)
    }

    mutating func finishButtonContact(location: FixedPoint, moved: Bool, pressed: Bool?, at time: MonotonicTime, into output: inout [InputEvent]) {
        let pointer = pointerID(slot: 0)
        if let pressed {
            if pressed && !contacts[0].active {
                // After lost events a press is still a fresh contact: the release in between
                // was lost with them.
                contacts[0].muted = false
                output.append(.pointer(PointerEvent(pointer: pointer, phase: .began, location: location, timestamp: time)))
                contacts[0].active = true
                contacts[0].reported = location
            } else if !pressed {
                if contacts[0].active {
                    output.append(.pointer(PointerEvent(pointer: pointer, phase: .ended, location: location, timestamp: time)))
                    contacts[0].active = false
                }
                contacts[0].muted = false
            }
        } else if moved && contacts[0].active && location != contacts[0].reported {
            output.append(.pointer(PointerEvent(pointer: pointer, phase: .moved, location: location, timestamp: time)))
            contacts[0].reported = location
        }
    }
}
