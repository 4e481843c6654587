import CEvdev
import PanelBase

/// The evdev event types and codes the input layer reads, typed as the kernel's `__u16`
/// and taken from <linux/input-event-codes.h> so they can never drift from the kernel.
enum LinuxInputCode {
    static let synchronization = UInt16(EV_SYN)
    static let key = UInt16(EV_KEY)
    static let relative = UInt16(EV_REL)
    static let absolute = UInt16(EV_ABS)

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
    static let relWheel = UInt16(REL_WHEEL)
    static let relHorizontalWheel = UInt16(REL_HWHEEL)
    static let relDial = UInt16(REL_DIAL)
    static let keyEnter = UInt16(KEY_ENTER)

    static let buttonLeft = UInt16(BTN_LEFT)
    static let buttonTouch = UInt16(BTN_TOUCH)
    static let buttonToolFinger = UInt16(BTN_TOOL_FINGER)
    static let buttonToolPen = UInt16(BTN_TOOL_PEN)
    static let buttonStylus = UInt16(BTN_STYLUS)
    /// The buttons of mice (BTN_LEFT…BTN_TASK) and of touchscreens, pens and touchpads
    /// (BTN_TOOL_PEN…BTN_TOOL_QUADTAP, with BTN_TOUCH and the stylus buttons): they move
    /// or press a pointer. Every other EV_KEY code is a key.
    static let mouseButtons = UInt16(BTN_MOUSE)...UInt16(BTN_TASK)
    static let digitizerButtons = UInt16(BTN_DIGI)...UInt16(BTN_TOOL_QUADTAP)
    static func isPointerButton(_ code: UInt16) -> Bool { mouseButtons.contains(code) || digitizerButtons.contains(code) }
    /// Keys that power, suspend or wake the machine: left to the system (logind).
    static let systemKeys: Set<UInt16> = [UInt16(KEY_POWER), UInt16(KEY_POWER2), UInt16(KEY_SLEEP), UInt16(KEY_WAKEUP), UInt16(KEY_SUSPEND)]

    static let propertyDirect = UInt16(INPUT_PROP_DIRECT)
    static let propertyPointer = UInt16(INPUT_PROP_POINTER)

    /// The highest codes the kernel defines, bounding what a recording may name.
    static let maxType = UInt16(EV_MAX)
    static let maxKey = UInt16(KEY_MAX)
    static let maxRelative = UInt16(REL_MAX)
    static let maxAbsolute = UInt16(ABS_MAX)
    static let maxProperty = UInt16(INPUT_PROP_MAX)
}
