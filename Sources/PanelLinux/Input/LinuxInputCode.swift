import CEvdev
import PanelBase

/// The evdev event types and codes the input layer reads, typed as the kernel's `__u16`
/// and taken from <linux/input-event-codes.h> so they can never drift from the kernel.
package enum LinuxInputCode {
    package static let synchronization = UInt16(EV_SYN)
    package static let key = UInt16(EV_KEY)
    package static let relative = UInt16(EV_REL)
    package static let absolute = UInt16(EV_ABS)

    package static let synReport = UInt16(SYN_REPORT)
    package static let synDropped = UInt16(SYN_DROPPED)
    /// Protocol A: ends one contact's values within a frame.
    package static let synMTReport = UInt16(SYN_MT_REPORT)

    package static let absX = UInt16(ABS_X)
    package static let absY = UInt16(ABS_Y)
    package static let absPressure = UInt16(ABS_PRESSURE)
    package static let absMTSlot = UInt16(ABS_MT_SLOT)
    package static let absMTTouchMajor = UInt16(ABS_MT_TOUCH_MAJOR)
    package static let absMTPositionX = UInt16(ABS_MT_POSITION_X)
    package static let absMTPositionY = UInt16(ABS_MT_POSITION_Y)
    package static let absMTTrackingID = UInt16(ABS_MT_TRACKING_ID)
    /// The ABS_MT_* codes that describe one contact and that mtdev translates.
    package static let multitouchContactCodes = UInt16(ABS_MT_TOUCH_MAJOR)...UInt16(ABS_MT_PRESSURE)
    /// Every ABS_MT_* code after ABS_MT_SLOT.
    package static let multitouchCodes = UInt16(ABS_MT_TOUCH_MAJOR)...UInt16(ABS_MT_TOOL_Y)

    package static let relX = UInt16(REL_X)
    package static let relY = UInt16(REL_Y)

    package static let buttonLeft = UInt16(BTN_LEFT)
    package static let buttonTouch = UInt16(BTN_TOUCH)
    package static let buttonToolFinger = UInt16(BTN_TOOL_FINGER)
    package static let buttonToolPen = UInt16(BTN_TOOL_PEN)
    package static let buttonStylus = UInt16(BTN_STYLUS)
    package static let firstKeyboardKey = UInt16(KEY_ESC)
    package static let lastKeyboardKey = UInt16(KEY_MICMUTE)

    package static let propertyDirect = UInt16(INPUT_PROP_DIRECT)
    package static let propertyPointer = UInt16(INPUT_PROP_POINTER)

    /// The highest codes the kernel defines, bounding what a recording may name.
    package static let maxType = UInt16(EV_MAX)
    package static let maxKey = UInt16(KEY_MAX)
    package static let maxRelative = UInt16(REL_MAX)
    package static let maxAbsolute = UInt16(ABS_MAX)
    package static let maxProperty = UInt16(INPUT_PROP_MAX)
}
