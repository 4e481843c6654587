import CEvdev
import PanelBase

/// The evdev event types and codes the input layer reads, typed as the kernel's `__u16`
/// and taken from <linux/input-event-codes.h> so they can never drift from the kernel.
enum LinuxInputCode {
    static let synchronization = UInt16(EV_SYN)
    package static let key = UInt16(EV_KEY)
    static let relative = UInt16(EV_REL)
    package static let absolute = UInt16(EV_ABS)

    static let synReport = UInt16(SYN_REPORT)
    static let synDropped = UInt16(SYN_DROPPED)
    /// Protocol A: ends one contact's values within a frame.
    static let synMTReport = UInt16(SYN_MT_REPORT)

    static let absX = UInt16(ABS_X)
    static let absY = UInt16(ABS_Y)
    static let absPressure = UInt16(ABS_PRESSURE)
    static let absMTSlot = UInt16(ABS_MT_SLOT)
    static let absMTTouchMajor = UInt16(ABS_MT_TOUCH_MAJOR)
    static let absMTPositionX = UInt16(ABS_MT_POSITION_X)
    static let absMTPositionY = UInt16(ABS_MT_POSITION_Y)
    static let absMTTrackingID = UInt16(ABS_MT_TRACKING_ID)
    /// The ABS_MT_* codes that describe one contact and that mtdev translates.
    static let multitouchContactCodes = UInt16(ABS_MT_TOUCH_MAJOR)...UInt16(ABS_MT_PRESSURE)
    /// Every ABS_MT_* code after ABS_MT_SLOT.
    static let multitouchCodes = UInt16(ABS_MT_TOUCH_MAJOR)...UInt16(ABS_MT_TOOL_Y)

    static let relX = UInt16(REL_X)
    static let relY = UInt16(REL_Y)

    static let buttonLeft = UInt16(BTN_LEFT)
    static let buttonTouch = UInt16(BTN_TOUCH)
    static let buttonToolFinger = UInt16(BTN_TOOL_FINGER)
    static let buttonToolPen = UInt16(BTN_TOOL_PEN)
    static let buttonStylus = UInt16(BTN_STYLUS)
    static let firstKeyboardKey = UInt16(KEY_ESC)
    static let lastKeyboardKey = UInt16(KEY_MICMUTE)

    static let propertyDirect = UInt16(INPUT_PROP_DIRECT)
    static let propertyPointer = UInt16(INPUT_PROP_POINTER)

    /// The highest codes the kernel defines, bounding what a recording may name.
    static let maxType = UInt16(EV_MAX)
    static let maxKey = UInt16(KEY_MAX)
    static let maxRelative = UInt16(REL_MAX)
    static let maxAbsolute = UInt16(ABS_MAX)
    static let maxProperty = UInt16(INPUT_PROP_MAX)
}
