import SwiftUI

/// The second tab: what happened, newest first.
struct LogTab: View {
    let entries: [String]

    var body: some View {
        NavigationStack {
            List {
                Section("Events") {
                    ForEach(entries.indices.reversed(), id: \.self) { index in
                        Text(entries[index])
                    }
                }
            }
            .navigationTitle("Log")
        }
    }
}
