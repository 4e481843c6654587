import SwiftUI

/// A kiosk's settings screen: joining a Wi-Fi network, the display's brightness, a batch
/// number (typed, or scanned by a barcode scanner), and a PIN that locks the device
/// settings. Every field and control is reached by touch, by Tab and the arrows of a
/// keyboard, or by turning an encoder and pushing it.
public struct SettingsView: View {
    enum Field: Hashable { case network, password, batch, pin }

    @State private var network = ""
    @State private var password = ""
    @State private var joined: String?
    @State private var brightness = 5
    @State private var batch = ""
    @State private var lastBatch: String?
    @FocusState private var focus: Field?
    private let report: (String) -> Void

    public static let background = Color(red: 0.09, green: 0.10, blue: 0.13)

    /// `report` hears each thing the panel was told, as a line ("joined Office").
    public init(report: @escaping (String) -> Void = { print("settings: \($0)") }) {
        self.report = report
    }

    public var body: some View {
        HStack(alignment: .top, spacing: 20) {
            SettingsSection(title: "Wi-Fi") {
                TextField("Network", text: $network)
                    .textFieldStyle(.roundedBorder)
                    .focused($focus, equals: .network)
                    .submitLabel(.next)
                    .onSubmit { focus = .password }
                SecureField("Password", text: $password)
                    .textFieldStyle(.roundedBorder)
                    .focused($focus, equals: .password)
                    .submitLabel(.join)
                    .onSubmit(join)
                Button("Join", action: join)
                Text(joined.map { "Joined \($0)" } ?? "Not connected")
                    .foregroundStyle(.secondary)
            }
            VStack(spacing: 20) {
                SettingsSection(title: "Device") {
                    Stepper("Brightness \(brightness)", value: $brightness, in: 1...10)
                        .onChange(of: brightness) { _, level in report("brightness \(level)") }
                    TextField("Batch number", text: $batch)
                        .textFieldStyle(.roundedBorder)
                        .keyboardType(.numberPad)
                        .focused($focus, equals: .batch)
                        .onSubmit(takeBatch)
                    Text(lastBatch.map { "Batch \($0)" } ?? "No batch yet")
                        .foregroundStyle(.secondary)
                }
                PinLock(report: report)
            }
        }
        .padding(20)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        .background(SettingsView.background)
        .foregroundStyle(.white)
    }

    private func join() {
        let name = network.trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty else {
            focus = .network
            return
        }
        joined = name
        report("joined \(name) with a password of \(password.count) characters")
        password = ""
        focus = nil
    }

    private func takeBatch() {
        guard !batch.isEmpty else { return }
        lastBatch = batch
        report("batch \(batch)")
        batch = ""
    }
}
