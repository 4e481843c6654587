@testable import SwiftUI
import Testing
@testable import Panel
@testable import PanelKiosk

// Everyday Observation code, written as for Apple's SwiftUI: an app that keeps its model
// in `@State` and hands it down with `.environment(_:)`, rows of nested models in a
// `ForEach`, computed properties, an ignored property, `@Bindable` made inside a body,
// and `.onChange(of:)` with old and new values.

@Observable final class HouseRoom: Identifiable {
    let id: Int
    var name: String
    var temperature: Double
    init(id: Int, name: String, temperature: Double) {
        self.id = id
        self.name = name
        self.temperature = temperature
    }
}

@MainActor @Observable final class House {
    var rooms: [HouseRoom] = []
    var setPoint = 21.0
    /// Not observed: changing it redraws nothing.
    @ObservationIgnored var note = ""
    var average: Double {
        rooms.isEmpty ? 0 : rooms.map(\.temperature).reduce(0, +) / Double(rooms.count)
    }
    var changes: [String] = []
}

/// How many times each row's body ran, by room id.
@MainActor var houseRoomRowBodies: [Int: Int] = [:]

struct HouseRoomRow: View {
    let room: HouseRoom
    var body: some View {
        let _ = houseRoomRowBodies[room.id, default: 0] += 1
        Text("\(room.name) \(room.temperature, specifier: "%.1f")")
    }
}

struct HouseView: View {
    @Environment(House.self) private var house
    var body: some View {
        @Bindable var house = house
        VStack {
            Text("average \(house.average, specifier: "%.1f")")
            Text("set \(house.setPoint, specifier: "%.0f") \(house.note)")
            ForEach(house.rooms) { room in
                HouseRoomRow(room: room)
            }
            Slider(value: $house.setPoint, in: 10...30)
        }
        .onChange(of: house.setPoint) { old, new in
            house.changes.append("\(Int(old))->\(Int(new))")
        }
    }
}

struct HouseApp: App {
    @State private var house = House()

    init() {
        house.rooms = [HouseRoom(id: 1, name: "Kitchen", temperature: 20), HouseRoom(id: 2, name: "Hall", temperature: 18)]
    }

    var body: some Scene {
        WindowGroup {
            HouseView()
        }
        .environment(house)
    }
}

@MainActor
@Suite(.serialized) struct ObservationIdiomTests {
    @Test func anAppModelHandedDownByTheWindowGroupIsObservedRowByRow() throws {
        let app = HouseApp()
        let screen = app.kioskScreen
        let host = ViewHost(rootView: screen.view, width: 400, height: 300)
        host.update(at: MonotonicTime(seconds: 1))
        #expect(host.visibleTexts == ["average 19.0", "set 21 ", "Kitchen 20.0", "Hall 18.0"])
        guard let house = HouseApp.model(of: app) else { Issue.record("no model"); return }
        houseRoomRowBodies = [:]

        // A nested model's change redraws its row, not the other row.
        house.rooms[0].name = "Galley"
        #expect(host.needsUpdate)
        host.update(at: MonotonicTime(seconds: 2))
        #expect(host.visibleTexts == ["average 19.0", "set 21 ", "Galley 20.0", "Hall 18.0"])
        #expect(houseRoomRowBodies[1] == 1 && houseRoomRowBodies[2] == nil)

        // The computed average reads every room's temperature.
        house.rooms[0].temperature = 22
        host.update(at: MonotonicTime(seconds: 2.5))
        #expect(host.visibleTexts == ["average 20.0", "set 21 ", "Galley 22.0", "Hall 18.0"])

        // An ignored property redraws nothing.
        house.note = "ignored"
        #expect(!host.needsUpdate)

        // Appending a room redraws the list.
        house.rooms.append(HouseRoom(id: 3, name: "Attic", temperature: 26))
        host.update(at: MonotonicTime(seconds: 3))
        #expect(host.visibleTexts == ["average 22.0", "set 21 ignored", "Galley 22.0", "Hall 18.0", "Attic 26.0"])

        // The @Bindable made in the body writes the model; onChange sees old and new.
        house.setPoint = 25
        host.update(at: MonotonicTime(seconds: 4))
        #expect(house.changes == ["21->25"])
        #expect(host.visibleTexts.contains("set 25 ignored"))
    }
}

extension HouseApp {
    /// The model the app made (its `@State`, read as the app's body reads it).
    @MainActor static func model(of app: HouseApp) -> House? { Mirror(reflecting: app).children.compactMap { ($0.value as? State<House>)?.wrappedValue }.first }
}
