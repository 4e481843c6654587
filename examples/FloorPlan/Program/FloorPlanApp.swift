import FloorPlan
import SwiftUI

/// The floor plan as a kiosk program: `floor-plan`, `floor-plan snapshot --output f.png`,
/// `floor-plan simulate --script pinch.touch`; `floor-plan --help`. Each gesture's result
/// and each room tapped is written to standard output, a line each.
@main
struct FloorPlanApp: App {
    var body: some Scene {
        WindowGroup {
            FloorPlanView()
        }
    }
}
