/// One measured quantity, its unit, how it is written and its symbol.
struct Reading: Identifiable {
    let id: String
    let name: String
    let value: Double
    let unit: String
    /// A printf-style specifier, as `Text`'s `specifier:` takes it.
    let specifier: String
    let symbol: String

    /// What the sensors read in the screen's picture (a real kiosk reads its sensors).
    static let current: [Reading] = [
        Reading(id: "air", name: "Air", value: 22.4, unit: "°C", specifier: "%.1f", symbol: "thermometer"),
        Reading(id: "soil", name: "Soil", value: 18.9, unit: "°C", specifier: "%.1f", symbol: "leaf"),
        Reading(id: "humidity", name: "Humidity", value: 64, unit: "%", specifier: "%.0f", symbol: "humidity"),
        Reading(id: "light", name: "Light", value: 12.5, unit: "klx", specifier: "%.1f", symbol: "sun.max"),
    ]
}
