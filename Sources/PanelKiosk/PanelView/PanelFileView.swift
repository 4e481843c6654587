import Panel

/// The view of a panel file: its title, then its rows of controls on cards; with pages,
/// the page shown and a tab bar along the bottom.
struct PanelFileView: View {
    let controller: PanelController
    @State private var values: [String: ControlValue]
    @State private var failed: Set<String> = []
    /// A use waiting for the answer to its control's `confirm` question.
    @State private var confirmation: PanelConfirmation?
    /// Each control's message from its device's state ("no answer from device").
    @State private var messages: [String: String] = [:]
    @State private var readings: [String: ReadoutReading]
    @State private var page: String

    init(controller: PanelController) {
        self.controller = controller
        _values = State(initialValue: controller.initialValues)
        _readings = State(initialValue: controller.readings)
        _page = State(initialValue: controller.page)
    }

    var colors: PanelColors { controller.panel.colors }

    var body: some View {
        controller.failedControls = $failed
        controller.shownValues = $values
        controller.controlMessages = $messages
        controller.shownReadings = $readings
        return screen
            .alert(confirmation?.question ?? "", isPresented: Binding(get: { confirmation != nil }, set: { if !$0 { confirmation = nil } })) {
                if let confirmation {
                    Button(confirmation.confirmingTitle) { confirmed(confirmation) }
                }
                Button("Cancel", role: .cancel) {}
            }
    }

    private var screen: AnyView {
        let panel = controller.panel
        let shown = panel.page(id: page) ?? panel.pages[0]
        let grid = VStack(spacing: 16) {
            HStack {
                Text(panel.title)
                    .font(.system(size: 28, weight: .bold))
                Spacer()
            }
            ForEach(Array(shown.rows.indices), id: \.self) { rowIndex in
                HStack(spacing: 16) {
                    ForEach(shown.rows[rowIndex], id: \.id) { control in
                        card(for: control)
                    }
                }
            }
        }
        .padding(24)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        guard panel.hasPages else {
            return AnyView(grid
                .background(Color(colors.background))
                .foregroundColor(Color(colors.text)))
        }
        return AnyView(VStack(spacing: 0) {
            // Each page's controls are views of their own: none is reused for another page's.
            grid.id(shown.id)
            PanelTabBar(pages: panel.pages, selected: shown.id, accent: Color(colors.accent),
                        background: Color(colors.control), select: { open(page: $0) })
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color(colors.background))
        .foregroundColor(Color(colors.text)))
    }

    /// Buttons and hold buttons say when the finger lifts (`event/<id>` `release`); one that
    /// only turns the page does not.
    static func saysReleases(_ control: ControlSpec) -> Bool {
        if let button = control.kind as? ButtonControl { return button.opens == nil }
        return control.kind is HoldControl
    }

    /// What a control's release says: its `release` event, or nothing.
    private func releaseReport(for control: ControlSpec) -> @MainActor @Sendable () -> Void {
        guard Self.saysReleases(control) else { return {} }
        let controller = controller
        return { controller.onRelease(control) }
    }

    /// Shows the page `id` (a tab, or a button's `opens`).
    private func open(page id: String) {
        guard id != page, controller.panel.page(id: id) != nil else { return }
        page = id
        controller.page = id
    }

    private func card(for control: ControlSpec) -> some View {
        let accent = Color(control.color ?? colors.accent)
        return PanelControlView(control: control, accent: accent, value: binding(for: control),
                                fire: { fire(control) },
                                submitSecret: { controller.onSecret(control, $0) }, reading: readings[control.id])
            .padding(20)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(RoundedRectangle(cornerRadius: 16).fill(Color(colors.control)))
            // Over the card and its control: a stroked shape takes touches only on its
            // line, which runs along the card's edge, so a failed control stays usable.
            .overlay(RoundedRectangle(cornerRadius: 16)
                .stroke(failed.contains(control.id) ? Color.red : Color.clear, lineWidth: 3))
            .overlay(alignment: .bottom) { ControlMessageView(message: messages[control.id]) }
            .environment(\.controlEditing, { controller.editing(control, $0) })
            .environment(\.controlReleased, releaseReport(for: control))
    }

    /// A button that opens a page shows it; one with a question asks it; any other runs
    /// its action.
    private func fire(_ control: ControlSpec) {
        if let opened = (control.kind as? ButtonControl)?.opens { return open(page: opened) }
        if control.confirm != nil {
            confirmation = PanelConfirmation(control: control, value: nil)
        } else {
            controller.onFire(control)
        }
    }

    /// The answer to a control's question was yes: the use it stood before happens.
    private func confirmed(_ confirmation: PanelConfirmation) {
        if let value = confirmation.value {
            apply(value, to: confirmation.control)
        } else {
            controller.onFire(confirmation.control)
        }
    }

    private func binding(for control: ControlSpec) -> Binding<ControlValue?> {
        Binding(get: { values[control.id] }, set: { newValue in
            guard let newValue, newValue != values[control.id] else { return }
            if control.confirm != nil {
                confirmation = PanelConfirmation(control: control, value: newValue)
            } else {
                apply(newValue, to: control)
            }
        })
    }

    private func apply(_ value: ControlValue, to control: ControlSpec) {
        guard value != values[control.id] else { return }
        values[control.id] = value
        controller.changed(control, to: value)
    }
}

extension Color {
    init(_ rgba: RGBA) {
        self.init(red: Double(rgba.red) / 255, green: Double(rgba.green) / 255,
                  blue: Double(rgba.blue) / 255, opacity: Double(rgba.alpha) / 255)
    }
}
