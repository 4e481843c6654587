import Observation
import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

@Observable
private final class Settings {
    var volume = 0.5
    var muted = false
    var name = "lobby"
}

/// A toggle bound through `@Bindable`, and a label reading the same property.
@MainActor
private struct MuteControl: View {
    @Bindable var settings: Settings
    var body: some View {
        VStack {
            Toggle("mute", isOn: $settings.muted)
            Text(settings.muted ? "muted" : "audible")
        }
    }
}

/// Finds the model in the environment and binds to it with `Bindable(_:)`.
@MainActor
private struct EnvironmentMute: View {
    @Environment(Settings.self) var settings
    var body: some View {
        Toggle("mute", isOn: Bindable(settings).muted)
    }
}

@MainActor
private struct EnvironmentName: View {
    @Environment(Settings.self) private var settings
    var body: some View { Text(settings.name) }
}

@MainActor
private struct OptionalName: View {
    @Environment(Settings.self) private var settings: Settings?
    var body: some View { Text(settings?.name ?? "no settings") }
}

@MainActor
private struct SettingsScreen: View {
    let settings: Settings
    var body: some View {
        VStack {
            EnvironmentName()
            EnvironmentMute()
        }
        .environment(settings)
    }
}

/// Sets the same object again each time its own state changes.
@MainActor
private struct ReSetting: View {
    let settings: Settings
    @State private var taps = 0
    var body: some View {
        VStack {
            Text("taps \(taps)").onTapGesture { taps += 1 }
            EnvironmentName()
        }
        .environment(settings)
    }
}

@Observable
private final class Session {
    let id: Int
    var taps = 0
    init(id: Int) { self.id = id }
    @MainActor static var made = 0
}

/// Owns a model in `@State`: its initial value is made again at every evaluation of the
/// parent, and dropped; the first one stays.
@MainActor
private struct SessionOwner: View {
    @State private var session = Session(id: { Session.made += 1; return Session.made }())
    var body: some View {
        Text("session \(session.id) taps \(session.taps)").onTapGesture { session.taps += 1 }
    }
}

@MainActor
private struct SessionParent: View {
    @State private var generation = 0
    var body: some View {
        VStack {
            Text("gen \(generation)").onTapGesture { generation += 1 }
            SessionOwner()
        }
    }
}

@MainActor
private func tap(_ host: ViewHost, _ label: String, at time: Int64) throws {
    let point = try #require(host.element(labeled: label)).activationPoint
    host.send(PointerEvent(pointer: 0, phase: .began, location: point, timestamp: MonotonicTime(nanoseconds: time)))
    host.send(PointerEvent(pointer: 0, phase: .ended, location: point, timestamp: MonotonicTime(nanoseconds: time + 1_000_000)))
}

@MainActor
@Suite struct BindableAndEnvironmentTests {
    @Test func aBindableProjectionWritesTheModel() throws {
        let settings = Settings()
        let host = ViewHost(rootView: MuteControl(settings: settings), width: 300, height: 200)
        host.update()
        #expect(host.visibleTexts.contains("audible"))
        try tap(host, "mute", at: 1_000_000)
        #expect(settings.muted)
        host.update()
        #expect(host.visibleTexts.contains("muted"))
        // Written elsewhere, the control follows.
        settings.muted = false
        host.update()
        #expect(host.visibleTexts.contains("audible"))
    }

    @Test func bindableMakesBindingsOutsideAView() {
        let settings = Settings()
        let volume = Bindable(settings).volume
        volume.wrappedValue = 0.8
        #expect(settings.volume == 0.8)
        @Bindable var bound = settings
        $bound.name.wrappedValue = "hall"
        #expect(settings.name == "hall")
        #expect(Bindable(projectedValue: $bound).wrappedValue === settings)
    }

    @Test func anEnvironmentObjectIsFoundByItsTypeAndObserved() throws {
        let settings = Settings()
        let host = ViewHost(rootView: SettingsScreen(settings: settings), width: 300, height: 200)
        host.update()
        #expect(host.visibleTexts.contains("lobby"))
        let names = host.graph.bodyEvaluationCount(of: EnvironmentName.self)
        let mutes = host.graph.bodyEvaluationCount(of: EnvironmentMute.self)
        settings.name = "hall"
        host.update()
        #expect(host.visibleTexts.contains("hall"))
        #expect(host.graph.bodyEvaluationCount(of: EnvironmentName.self) == names + 1)
        // The toggle's body reads `muted` only through its binding, in the control.
        #expect(host.graph.bodyEvaluationCount(of: EnvironmentMute.self) == mutes)
        try tap(host, "mute", at: 1_000_000)
        #expect(settings.muted)
    }

    @Test func settingTheSameObjectAgainLeavesTheViewsBelowAlone() throws {
        let settings = Settings()
        let host = ViewHost(rootView: ReSetting(settings: settings), width: 300, height: 200)
        host.update()
        let names = host.graph.bodyEvaluationCount(of: EnvironmentName.self)
        try tap(host, "taps 0", at: 1_000_000)
        host.update()
        #expect(host.visibleTexts.contains("taps 1"))
        #expect(host.graph.bodyEvaluationCount(of: EnvironmentName.self) == names)
    }

    @Test func theOptionalFormIsNilWithoutAnAncestorObject() {
        let host = ViewHost(rootView: OptionalName(), width: 300, height: 100)
        host.update()
        #expect(host.visibleTexts == ["no settings"])
        let settings = Settings()
        let with = ViewHost(rootView: OptionalName().environment(settings), width: 300, height: 100)
        with.update()
        #expect(with.visibleTexts == ["lobby"])
        settings.name = "roof"
        with.update()
        #expect(with.visibleTexts == ["roof"])
    }

    @Test func anObjectKeptInStateIsTheSameAcrossReEvaluations() throws {
        Session.made = 0
        let host = ViewHost(rootView: SessionParent(), width: 300, height: 200)
        host.update()
        #expect(host.visibleTexts.contains("session 1 taps 0"))
        try tap(host, "session 1 taps 0", at: 1_000_000)
        host.update()
        #expect(host.visibleTexts.contains("session 1 taps 1"))
        // The parent re-evaluates: a new Session is made for the initial value, and dropped.
        try tap(host, "gen 0", at: 10_000_000)
        host.update()
        #expect(host.visibleTexts.contains("gen 1"))
        #expect(Session.made == 2)
        #expect(host.visibleTexts.contains("session 1 taps 1"))
    }
}
