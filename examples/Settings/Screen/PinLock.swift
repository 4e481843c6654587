import SwiftUI

/// The device settings' lock: four digits unlock it (2468 here; a real kiosk checks them
/// elsewhere), and the PIN is never shown, kept or reported, only whether it fitted.
struct PinLock: View {
    static let pinLength = 4
    let report: (String) -> Void
    @State private var pin = ""
    @State private var isLocked = true
    @State private var attempts = 0
    @FocusState private var isFocused: Bool

    var body: some View {
        SettingsSection(title: "Lock") {
            if isLocked {
                SecureField("PIN", text: $pin)
                    .textFieldStyle(.roundedBorder)
                    .keyboardType(.numberPad)
                    .focused($isFocused)
                    .onSubmit(unlock)
                Text(attempts == 0 ? "Enter the PIN" : "Wrong PIN, \(attempts) tries")
                    .foregroundStyle(.secondary)
            } else {
                Text("Unlocked")
                Button("Lock") {
                    isLocked = true
                    report("locked")
                }
            }
        }
    }

    private func unlock() {
        let fits = pin == "2468"
        pin = ""
        if fits {
            isLocked = false
            attempts = 0
            report("unlocked")
        } else {
            attempts += 1
            report("wrong PIN (\(attempts))")
        }
    }
}
