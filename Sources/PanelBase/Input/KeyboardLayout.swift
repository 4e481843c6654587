import CXkbcommon

/// A keyboard layout: which character or function each key stands for, as
/// xkeyboard-config describes it (the `xkb-data` package), compiled by libxkbcommon.
/// Named the way /etc/default/keyboard and `setxkbmap` name them: a layout ("us", "de",
/// "fr", "gb"), optionally a variant ("nodeadkeys", "dvorak") and options
/// ("compose:ralt").
public final class KeyboardLayout: @unchecked Sendable {
    public let layout: String
    public let variant: String
    public let options: String
    /// The locale whose Compose file gives dead keys and compose sequences ("C.UTF-8":
    /// libX11's UTF-8 table, with the sequences of every Latin layout).
    public let composeLocale: String
    let context: OpaquePointer
    let keymap: OpaquePointer
    let composeTable: OpaquePointer?

    /// Compiles the layout; throws when xkeyboard-config has no such layout or variant.
    public init(layout: String = "us", variant: String = "", options: String = "", composeLocale: String = "C.UTF-8") throws(KeyboardLayoutError) {
        self.layout = layout
        self.variant = variant
        self.options = options
        self.composeLocale = composeLocale
        // No XKB_DEFAULT_* environment, no include paths but the system's: a panel's layout
        // is what its configuration says.
        guard let context = xkb_context_new(XKB_CONTEXT_NO_ENVIRONMENT_NAMES) else {
            throw KeyboardLayoutError(layout: layout, variant: variant, reason: "libxkbcommon could not start")
        }
        // Its own messages would go to stderr unformatted; what matters is said by Panel
        // (a layout that does not compile throws, a missing Compose file is `composes`).
        xkb_context_set_log_level(context, XKB_LOG_LEVEL_CRITICAL)
        let keymap: OpaquePointer? = "evdev".withCString { rules in
            "pc105".withCString { model in
                layout.withCString { layoutName in
                    variant.withCString { variantName in
                        options.withCString { optionNames in
                            var names = xkb_rule_names(rules: rules, model: model, layout: layoutName,
                                                       variant: variantName, options: optionNames)
                            return xkb_keymap_new_from_names(context, &names, XKB_KEYMAP_COMPILE_NO_FLAGS)
                        }
                    }
                }
            }
        }
        guard let keymap else {
            xkb_context_unref(context)
            throw KeyboardLayoutError(layout: layout, variant: variant,
                                      reason: "xkeyboard-config has no such layout (is the xkb-data package installed?)")
        }
        self.context = context
        self.keymap = keymap
        composeTable = xkb_compose_table_new_from_locale(context, composeLocale, XKB_COMPOSE_COMPILE_NO_FLAGS)
    }

    deinit {
        if let composeTable { xkb_compose_table_unref(composeTable) }
        xkb_keymap_unref(keymap)
        xkb_context_unref(context)
    }

    /// Whether dead keys and compose sequences work (the locale's Compose file was found).
    public var composes: Bool { composeTable != nil }
}

/// A keyboard layout that could not be compiled.
public struct KeyboardLayoutError: Error, CustomStringConvertible, Sendable {
    public var layout: String
    public var variant: String
    public var reason: String

    public var description: String {
        "keyboard layout \"\(layout)\"\(variant.isEmpty ? "" : " variant \"\(variant)\""): \(reason)"
    }
}
