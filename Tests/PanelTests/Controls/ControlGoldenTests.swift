import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

/// Steppers, pickers and toggles drawn through a hosted view with the real fonts,
/// compared byte for byte with PNGs under Tests/PanelTests/Golden.
/// `PANEL_UPDATE_GOLDEN=1` rewrites them.
@MainActor
@Suite struct ControlGoldenTests {
    static let background = PixelColor(red: 246, green: 247, blue: 250)

    private func host(_ view: some View, width: Int, height: Int) throws -> (ViewHost, FontSet) {
        let fonts = try FontSet.loadDefault()
        return (ViewHost(rootView: view, width: width, height: height, textMeasurer: fonts), fonts)
    }

    private func picture(_ host: ViewHost, fonts: FontSet) -> Surface {
        let surface = Surface(width: Int(host.size.width.raw >> Fixed.fractionBits), height: Int(host.size.height.raw >> Fixed.fractionBits))
        host.update()
        DisplayListRenderer(fonts: fonts, background: Self.background).draw(host.displayList, into: surface, region: [surface.bounds])
        return surface
    }

    @Test func steppers() throws {
        let view = VStack(spacing: 16) {
            Stepper("Fans: 2", value: .constant(2), in: 0...5)
            Stepper("Fans: 5", value: .constant(5), in: 0...5).tint(.orange)
            Stepper("Fans: 0", value: .constant(0), in: 0...5)
        }
        .padding(16)
        let (host, fonts) = try host(view.frame(width: 400), width: 400, height: 200)
        expectGolden(picture(host, fonts: fonts), named: "controls-stepper")
    }

    @Test func segmentedPickers() throws {
        let view = VStack(spacing: 16) {
            Picker("Mode", selection: .constant(1)) {
                Text("Auto").tag(0)
                Text("Eco").tag(1)
                Text("Boost").tag(2)
            }
            Picker("Mode", selection: .constant("heat")) {
                Label("Heat", systemImage: "flame").tag("heat")
                Label("Cool", systemImage: "snowflake").tag("cool")
            }
            .tint(.blue)
        }
        .pickerStyle(.segmented)
        .padding(16)
        let (host, fonts) = try host(view.frame(width: 400), width: 400, height: 140)
        expectGolden(picture(host, fonts: fonts), named: "controls-picker-segmented")
    }

    @Test func openMenuPicker() throws {
        let view = VStack(spacing: 12) {
            Picker("Units", selection: .constant("F")) {
                Text("Celsius").tag("C")
                Text("Fahrenheit").tag("F")
                Text("Kelvin").tag("K")
            }
            Text("Below the picker").font(.system(size: 16))
        }
        .padding(16)
        let (host, fonts) = try host(view.frame(width: 400), width: 400, height: 260)
        host.update()
        let button = try #require(host.interactiveElements().first)
        host.tap(button.activationPoint, at: 0)
        expectGolden(picture(host, fonts: fonts), named: "controls-picker-menu-open")
    }

    @Test func wheelPicker() throws {
        let view = Picker("Hour", selection: .constant(7)) {
            ForEach(0..<24, id: \.self) { hour in Text("\(hour):00") }
        }
        .pickerStyle(.wheel)
        .padding(16)
        let (host, fonts) = try host(view.frame(width: 220), width: 220, height: 240)
        expectGolden(picture(host, fonts: fonts), named: "controls-picker-wheel")
    }

    @Test func buttonToggles() throws {
        let view = HStack(spacing: 12) {
            Toggle("Lamp", isOn: .constant(true))
            Toggle("Fan", isOn: .constant(false))
            Toggle("Pump", isOn: .constant(true)).tint(.green)
            Toggle("Heat", isOn: .constant(true)).disabled(true)
        }
        .toggleStyle(.button)
        .padding(16)
        let (host, fonts) = try host(view, width: 480, height: 100)
        expectGolden(picture(host, fonts: fonts), named: "controls-toggle-button")
    }
}
