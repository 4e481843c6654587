import SwiftUI

/// A flat's floor plan that one finger pans and two fingers zoom and turn, as a
/// kiosk's building map does. Each gesture's end is reported as a line ("zoom 2.00 turn
/// 45° pan 0 0"), and a tap on a room selects it.
public struct FloorPlanView: View {
    @State private var zoom = 1.0
    @State private var turn = Angle.zero
    @State private var pan = CGSize.zero
    @State private var selected: String?
    @GestureState private var pinch = 1.0
    @GestureState private var twist = Angle.zero
    @GestureState private var drag = CGSize.zero
    private let report: (String) -> Void

    /// `report` hears the plan's zoom, turn and pan after each gesture, and each room tapped.
    public init(report: @escaping (String) -> Void = { print("floor-plan: \($0)") }) {
        self.report = report
    }

    public var body: some View {
        ZStack(alignment: .topLeading) {
            Color(white: 0.93)
            FloorPlanDrawing(selected: selected) { room in
                selected = room
                report("selected \(room)")
            }
            .frame(width: 360, height: 240)
            .scaleEffect(zoom * pinch)
            .rotationEffect(turn + twist)
            .offset(x: pan.width + drag.width, y: pan.height + drag.height)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .contentShape(Rectangle())
            .gesture(twoFingers.simultaneously(with: oneFinger))
            status
        }
    }

    private var twoFingers: some Gesture {
        MagnifyGesture()
            .updating($pinch) { value, state, _ in state = value.magnification }
            .onEnded { value in
                zoom = min(max(zoom * value.magnification, 0.25), 8)
                reportPlacement()
            }
            .simultaneously(with: RotateGesture()
                .updating($twist) { value, state, _ in state = value.rotation }
                .onEnded { value in
                    turn += value.rotation
                    reportPlacement()
                })
    }

    private var oneFinger: some Gesture {
        DragGesture(minimumDistance: 12)
            .updating($drag) { value, state, _ in state = value.translation }
            .onEnded { value in
                pan.width += value.translation.width
                pan.height += value.translation.height
                reportPlacement()
            }
    }

    private var status: some View {
        Text("Zoom \(zoom * pinch, specifier: "%.2f")×  Turn \(Int((turn + twist).degrees.rounded()))°")
            .font(.headline)
            .padding(10)
            .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 8))
            .padding(12)
    }

    private func reportPlacement() {
        report("zoom \(String(format: "%.2f", zoom)) turn \(Int(turn.degrees.rounded()))° pan \(Int(pan.width)) \(Int(pan.height))")
    }
}
