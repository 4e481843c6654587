/// A part of the greenhouse, with its photo in the resources folder.
struct Zone: Identifiable {
    let id: String
    let name: String
    /// The photo's name, as `Image(_:)` looks it up.
    let photo: String
    let symbol: String
    /// Soil moisture, in percent.
    let moisture: Double

    static let all: [Zone] = [
        Zone(id: "beds", name: "Beds", photo: "grass", symbol: "leaf", moisture: 41),
        Zone(id: "paths", name: "Paths", photo: "gravel", symbol: "figure.walk", moisture: 12),
        Zone(id: "wall", name: "North wall", photo: "brick", symbol: "square.grid.3x3", moisture: 23),
        Zone(id: "roof", name: "Roof camera", photo: "hubble_deep_field", symbol: "camera", moisture: 0),
    ]
}
