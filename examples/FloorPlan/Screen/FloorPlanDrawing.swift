import SwiftUI

/// The plan itself: rooms as rectangles with their names, doors as quarter-circle swings,
/// drawn by custom shapes; a tapped room is tinted.
struct FloorPlanDrawing: View {
    let selected: String?
    let select: (String) -> Void

    /// The rooms, in the plan's own 360 x 240 points.
    static let rooms: [(name: String, frame: CGRect)] = [
        ("Living", CGRect(x: 0, y: 0, width: 200, height: 140)),
        ("Kitchen", CGRect(x: 200, y: 0, width: 160, height: 100)),
        ("Bath", CGRect(x: 200, y: 100, width: 80, height: 60)),
        ("Hall", CGRect(x: 280, y: 100, width: 80, height: 140)),
        ("Bedroom", CGRect(x: 0, y: 140, width: 200, height: 100)),
        ("Study", CGRect(x: 200, y: 160, width: 80, height: 80)),
    ]

    var body: some View {
        ZStack(alignment: .topLeading) {
            ForEach(Self.rooms, id: \.name) { room in
                Rectangle()
                    .fill(room.name == selected ? Color.orange.opacity(0.35) : Color.white)
                    .overlay(Rectangle().stroke(Color(white: 0.25), lineWidth: 3))
                    .overlay(Text(room.name).font(.caption).foregroundStyle(.secondary))
                    .frame(width: room.frame.width, height: room.frame.height)
                    .offset(x: room.frame.minX, y: room.frame.minY)
                    .onTapGesture { select(room.name) }
            }
            DoorSwings()
                .stroke(Color(white: 0.4), style: StrokeStyle(lineWidth: 1.5, dash: [4, 3]))
                .allowsHitTesting(false)
        }
        .frame(width: 360, height: 240, alignment: .topLeading)
    }
}

/// Quarter circles where the doors open.
struct DoorSwings: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        for (hinge, start) in [(CGPoint(x: 200, y: 40), 90.0), (CGPoint(x: 280, y: 130), 180.0),
                               (CGPoint(x: 120, y: 140), 270.0), (CGPoint(x: 200, y: 190), 0.0)] {
            path.move(to: hinge)
            path.addArc(center: hinge, radius: 24, startAngle: .degrees(start), endAngle: .degrees(start + 90), clockwise: false)
            path.closeSubpath()
        }
        return path
    }
}
