/// A control panel described in a JSON file (docs/panel-file.md): what `panel-app run
/// --panel FILE` shows. Every field has been validated; positions are kept for messages.
struct PanelFile: Sendable {
    var title: String
    var colors: PanelColors
    /// The pages, shown one at a time with a tab bar; a file without `pages` has one, shown
    /// without a tab bar.
    var pages: [PanelPage]
    var idle: IdlePolicy
    /// The broker the panel connects to, when the file names one (`--mqtt` overrides it).
    var mqtt: PanelFileMQTT? = nil

    /// Every page's controls row by row, page after page.
    var rows: [[ControlSpec]] { pages.flatMap(\.rows) }
    /// Every control of every page: each has its saved state and MQTT topics whichever
    /// page is shown.
    var controls: [ControlSpec] { rows.flatMap { $0 } }
    /// Whether the file has pages of its own (and so a tab bar).
    var hasPages: Bool { pages.count != 1 || pages[0].id != PanelPage.singlePageID }

    func page(id: String) -> PanelPage? { pages.first { $0.id == id } }
}

/// One page of a panel file (`"pages": [{"id": "climate", "title": "Climate", "controls": [...]}]`).
struct PanelPage: Sendable {
    /// Unique among the file's pages: a button's `opens` names it, and the page shown is
    /// kept by it when the file is loaded again.
    var id: String
    /// Its tab's text.
    var title: String
    /// Controls row by row (a grid's `columns` is turned into rows when the file is read).
    var rows: [[ControlSpec]]
    var position: SourcePosition

    /// The id of the one page of a file without `pages` (never a valid page id).
    static let singlePageID = ""
}

/// The panel file's `mqtt` object: where the broker is and how the panel is named there.
struct PanelFileMQTT: Sendable, Equatable {
    var broker: MQTTBrokerAddress
    var node: String?
    var caFile: String?
    var passwordFile: String?
    /// The panel's TLS client certificate and key (PEM files).
    var certificateFile: String?
    var keyFile: String?
    /// Home Assistant discovery (docs/mqtt.md).
    var homeAssistant = false
    /// Whether panel files pushed over MQTT are taken (nil: the default).
    var allowPanelSet: PanelSetPolicy? = nil
    /// Groups whose topics the panel takes as its own.
    var groups: [String] = []
    /// Seconds of silence after which the panel pings the broker, and after twice which it
    /// takes the broker for gone (nil: the default).
    var keepAlive: Int? = nil
}

/// Colours as straight 8-bit RGBA.
struct RGBA: Hashable, Sendable {
    var red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8
}

struct PanelColors: Sendable {
    var background = RGBA(red: 0x12, green: 0x16, blue: 0x1C, alpha: 255)
    var text = RGBA(red: 0xF2, green: 0xF4, blue: 0xF7, alpha: 255)
    var accent = RGBA(red: 0x2E, green: 0x7D, blue: 0xFF, alpha: 255)
    var control = RGBA(red: 0x25, green: 0x2C, blue: 0x35, alpha: 255)
}

/// When the kiosk dims the backlight and turns the display off. Nil disables a step.
struct IdlePolicy: Sendable, Equatable {
    var dimAfterSeconds: Double? = 60
    var offAfterSeconds: Double? = 600
    /// Backlight level while dimmed, in per cent of the maximum.
    var dimBrightnessPercent: Int = 20
    /// A dimmer backlight at night, in local time.
    var night: NightSchedule? = nil

    /// The longest idle time a file may give: 365 days (docs/limits.md).
    static let maximumSeconds = 31_536_000.0
}

struct ControlSpec: Sendable {
    /// Unique in the file; names the control's saved state and its log lines.
    var id: String
    var label: String
    /// What the control is (button, toggle...) with its own fields: one type per kind,
    /// listed in `PanelControlKinds`.
    var kind: any PanelControlKind
    /// Overrides the panel's accent colour for this control.
    var color: RGBA?
    var action: ActionSpec?
    /// An MQTT topic whose messages are the control's real state (a device's): each, checked
    /// like a command, sets the value shown without running the action.
    var stateTopic: String? = nil
    /// A question asked before a touch runs anything (`"confirm": "Water the beds now?"`).
    var confirm: String? = nil
    /// A polled state source and how long a touch waits for confirmation.
    var feedback = StateFeedback()
    var position: SourcePosition
}

enum ActionSpec: Sendable, Equatable {
    /// Runs a program directly (never through a shell). `{value}` in an argument is replaced
    /// by the control's value; PANEL_CONTROL and PANEL_VALUE are set in its environment.
    case exec(argv: [String], timeoutSeconds: Double, concurrent: Bool)
    /// Writes the value (template with `{value}`) and a newline to a file: a sysfs LED, a GPIO.
    case write(path: String, template: String)
    /// Prints a JSON line on standard output.
    case log
    /// Publishes the payload (template with `{value}`) on the panel's MQTT connection; the
    /// topic is taken as written (docs/mqtt.md).
    case publish(topic: String, payload: String, retain: Bool)
}
