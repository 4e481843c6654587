import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

@MainActor
private struct Counter: View {
    let title: String
    @State private var count = 0
    var body: some View {
        Text("\(title) \(count)").onTapGesture { count += 1 }
    }
}

@MainActor
private struct Parent: View {
    @State private var generation = 0
    var body: some View {
        VStack {
            Text("gen \(generation)").onTapGesture { generation += 1 }
            Counter(title: "child")
        }
    }
}

/// A button style of plain values, set by a view that re-evaluates.
private struct TintedStyle: ButtonStyle {
    var tint: Color
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.padding(4).background(tint)
    }
}

/// Re-evaluates when tapped, setting the same style (or a new tint) around a child that
/// has no inputs.
@MainActor
private struct Styled: View {
    @State private var taps = 0
    var body: some View {
        VStack {
            Text("taps \(taps)").onTapGesture { taps += 1 }
            Plain()
        }
        .buttonStyle(TintedStyle(tint: taps < 2 ? .blue : .green))
    }
}

@MainActor
private struct Plain: View {
    var body: some View { Button("plain") {} }
}

/// A view holding a closure: never equal to another value of itself.
@MainActor
private struct WithAction: View {
    let action: () -> Void
    var body: some View { Text("action") }
}

/// Lets a leaf's action change its grand-ancestor's state too.
@MainActor
private enum Relay {
    static var bumpOuter: (() -> Void)?
}

@MainActor
private struct Outer: View {
    @State private var outer = 0
    var body: some View {
        VStack {
            Text("outer \(outer)")
            // No inputs: it never re-evaluates because Outer did.
            Middle()
        }
        .onAppear { Relay.bumpOuter = { outer += 1 } }
    }
}

@MainActor
private struct Middle: View {
    var body: some View { Leaf() }
}

@MainActor
private struct Leaf: View {
    @State private var inner = 0
    var body: some View {
        Text("inner \(inner)").onTapGesture {
            inner += 1
            Relay.bumpOuter?()
        }
    }
}

@MainActor
@Suite struct StateTests {
    @Test func stateChangedBelowAViewThatNeedNotReEvaluateIsShown() throws {
        // One action changes the state of a view and of its grandchild, whose parent has
        // the same inputs: the grandchild must still re-evaluate.
        let host = ViewHost(rootView: Outer(), width: 400, height: 300)
        host.update()
        host.update()
        host.tap(label: "inner 0", at: 0)
        #expect(host.visibleTexts == ["outer 1", "inner 1"])
        host.tap(label: "inner 1", at: 1)
        #expect(host.visibleTexts == ["outer 2", "inner 2"])
    }

    @Test func stateSurvivesTheParentReEvaluatingItsBody() throws {
        let host = ViewHost(rootView: Parent(), width: 400, height: 300)
        host.update()
        host.tap(label: "child 0", at: 0)
        host.tap(label: "child 1", at: 1)
        #expect(host.visibleTexts == ["gen 0", "child 2"])
        host.tap(label: "gen 0", at: 2)
        #expect(host.visibleTexts == ["gen 1", "child 2"])
    }

    @Test func onlyTheViewWhoseStateChangedReEvaluates() throws {
        let host = ViewHost(rootView: Parent(), width: 400, height: 300)
        host.update()
        let parentRuns = host.graph.bodyEvaluationCount(of: Parent.self)
        let childRuns = host.graph.bodyEvaluationCount(of: Counter.self)
        #expect(parentRuns == 1 && childRuns == 1)
        host.tap(label: "child 0", at: 0)
        #expect(host.graph.bodyEvaluationCount(of: Parent.self) == 1)
        #expect(host.graph.bodyEvaluationCount(of: Counter.self) == 2)
        host.tap(label: "gen 0", at: 1)
        #expect(host.graph.bodyEvaluationCount(of: Parent.self) == 2)
        // Its parent gave it an equal value in the same environment: it does not re-run.
        #expect(host.graph.bodyEvaluationCount(of: Counter.self) == 2)
        #expect(host.visibleTexts == ["gen 1", "child 1"])
        // Nothing changed: nothing runs.
        host.update()
        #expect(host.graph.bodyEvaluationCount(of: Parent.self) == 2)
    }

    @Test func settingTheSameStyleAgainLeavesTheViewsBelowAlone() throws {
        let host = ViewHost(rootView: Styled(), width: 400, height: 300)
        host.update()
        #expect(host.graph.bodyEvaluationCount(of: Plain.self) == 1)
        host.tap(label: "taps 0", at: 0)
        // The same style, compared by its plain values: the environment below is the same.
        #expect(host.visibleTexts.contains("taps 1"))
        #expect(host.graph.bodyEvaluationCount(of: Plain.self) == 1)
        host.tap(label: "taps 1", at: 1)
        // A new tint: the buttons below take it.
        #expect(host.graph.bodyEvaluationCount(of: Plain.self) == 2)
        #expect(host.displayList.entries.contains { if case .fill(_, _, let color) = $0.item { color == Color.green.pixelColor } else { false } })
    }

    @Test func viewsHoldingAClosureAlwaysCountAsChanged() {
        let a = WithAction {}, b = WithAction {}
        // Twice: the second comparison is told by the type alone.
        #expect(!ViewInputs.areEqual(a, b))
        #expect(!ViewInputs.areEqual(a, a))
    }

    /// The graph's property wrappers are told by their descriptor (no runtime search):
    /// every generic argument, and nothing else, however alike.
    @Test func propertyWrappersAreToldWithoutAskingTheRuntime() {
        final class Model: ObservableObject {}
        struct LookAlike<Value> { var value: Value }
        let wrappers: [Any.Type] = [
            State<String>.self, State<[Int]>.self, GestureState<CGFloat>.self, Environment<ColorScheme>.self,
            EnvironmentObject<Model>.self, StateObject<Model>.self, AppStorage<Bool>.self, SceneStorage<String>.self,
            Namespace.self, FocusState<Int?>.self, FocusState<Bool>.self,
        ]
        for type in wrappers { #expect(DynamicPropertyKinds.isWrapper(type), "\(type)") }
        let others: [Any.Type] = [Int.self, String.self, Binding<Int>.self, LookAlike<Int>.self, Text.self, Model.self,
                                  Optional<State<Int>>.self, (() -> Void).self]
        for type in others { #expect(!DynamicPropertyKinds.isWrapper(type), "\(type)") }
    }

    @Test func viewsOfPlainValuesReEvaluateOnlyWhenAValueChanged() throws {
        // Numbers and flags only: compared by their bytes.
        struct Gauge: View {
            let index: Int
            let level: Double
            let isOn: Bool
            var body: some View { Text("\(index): \(level, specifier: "%.1f") \(isOn)") }
        }
        struct Owner: View {
            @State var n = 0
            var body: some View {
                VStack {
                    Text("bump").onTapGesture { n += 1 }
                    Gauge(index: 1, level: 0.5, isOn: true)
                    Gauge(index: 2, level: Double(n), isOn: false)
                    Gauge(index: 3, level: 1, isOn: n > 1)
                }
            }
        }
        let host = ViewHost(rootView: Owner(), width: 400, height: 300)
        host.update()
        #expect(host.graph.bodyEvaluationCount(of: Gauge.self) == 3)
        host.tap(label: "bump", at: 0)
        // Only the second gauge's level changed.
        #expect(host.graph.bodyEvaluationCount(of: Gauge.self) == 4)
        host.tap(label: "bump", at: 1)
        // The second's level and the third's flag.
        #expect(host.graph.bodyEvaluationCount(of: Gauge.self) == 6)
        #expect(host.visibleTexts == ["bump", "1: 0.5 true", "2: 2.0 false", "3: 1.0 true"])
    }

    @Test func aChangedInputOrEnvironmentReEvaluates() throws {
        struct Label: View {
            let title: String
            var body: some View { Text(title) }
        }
        struct Owner: View {
            @State var n = 0
            var body: some View {
                VStack {
                    Text("bump").onTapGesture { n += 1 }
                    Label(title: "n \(n)")
                    Label(title: "fixed")
                    Label(title: "tinted").foregroundColor(n > 0 ? .red : .blue)
                }
            }
        }
        let host = ViewHost(rootView: Owner(), width: 400, height: 300)
        host.update()
        #expect(host.graph.bodyEvaluationCount(of: Label.self) == 3)
        host.tap(label: "bump", at: 0)
        // "n 1" has a new input, "tinted" a new environment; "fixed" neither.
        #expect(host.graph.bodyEvaluationCount(of: Label.self) == 5)
        #expect(host.visibleTexts == ["bump", "n 1", "fixed", "tinted"])
        #expect(host.displayList.texts.last?.color == Color.red.pixelColor)
        host.tap(label: "bump", at: 1)
        // The tint stays red: its environment keeps its version.
        #expect(host.graph.bodyEvaluationCount(of: Label.self) == 6)
    }

    @Test func bindingWritesThroughToTheOwner() throws {
        struct Switcher: View {
            @Binding var value: Int
            var body: some View { Text("set").onTapGesture { value = 7 } }
        }
        struct Owner: View {
            @State var value = 1
            var body: some View {
                VStack {
                    Text("value \(value)")
                    Switcher(value: $value)
                }
            }
        }
        let host = ViewHost(rootView: Owner(), width: 400, height: 300)
        host.update()
        host.tap(label: "set", at: 0)
        #expect(host.visibleTexts == ["value 7", "set"])
    }

    @Test func aNewIdStartsTheViewAfresh() throws {
        struct Owner: View {
            @State var id = 0
            var body: some View {
                VStack {
                    Text("renew").onTapGesture { id += 1 }
                    Counter(title: "c").id(id)
                }
            }
        }
        let host = ViewHost(rootView: Owner(), width: 400, height: 300)
        host.update()
        host.tap(label: "c 0", at: 0)
        #expect(host.visibleTexts.contains("c 1"))
        host.tap(label: "renew", at: 1)
        #expect(host.visibleTexts.contains("c 0"))
    }

    @Test func switchingBranchesDropsTheOtherBranchsState() throws {
        struct Owner: View {
            @State var first = true
            var body: some View {
                VStack {
                    Text("swap").onTapGesture { first.toggle() }
                    if first { Counter(title: "a") } else { Counter(title: "b") }
                }
            }
        }
        let host = ViewHost(rootView: Owner(), width: 400, height: 300)
        host.update()
        host.tap(label: "a 0", at: 0)
        #expect(host.visibleTexts.contains("a 1"))
        host.tap(label: "swap", at: 1)
        #expect(host.visibleTexts.contains("b 0"))
        host.tap(label: "swap", at: 2)
        #expect(host.visibleTexts.contains("a 0"))
    }

    /// A binding to a view's state kept after the view left: writing it changes nothing
    /// on screen and touches no node (the node is gone; its storage no longer points at it).
    @Test func aBindingKeptPastItsViewWritesNowhere() throws {
        final class Kept { var binding: Binding<Int>? }
        struct Holder: View {
            let kept: Kept
            @State var value = 0
            var body: some View {
                let _ = kept.binding = $value
                Text("held \(value)")
            }
        }
        struct Owner: View {
            let kept: Kept
            @State var shown = true
            var body: some View {
                VStack {
                    Text("hide").onTapGesture { shown = false }
                    if shown { Holder(kept: kept) }
                }
            }
        }
        let kept = Kept()
        let liveBefore = ViewNode.liveCount
        let host = ViewHost(rootView: Owner(kept: kept), width: 400, height: 300)
        host.update()
        let binding = try #require(kept.binding)
        binding.wrappedValue = 1
        host.update()
        #expect(host.visibleTexts == ["hide", "held 1"])
        host.tap(label: "hide", at: 0)
        #expect(host.visibleTexts == ["hide"])
        let liveShown = ViewNode.liveCount
        binding.wrappedValue = 2
        #expect(binding.wrappedValue == 2)
        #expect(!host.needsUpdate)
        host.update()
        #expect(host.visibleTexts == ["hide"])
        #expect(ViewNode.liveCount == liveShown && liveShown > liveBefore)
    }

    @Test func forEachKeepsStateByIdentity() throws {
        struct Owner: View {
            @State var names = ["x", "y"]
            var body: some View {
                VStack {
                    Text("rotate").onTapGesture { names.reverse() }
                    ForEach(names, id: \.self) { Counter(title: $0) }
                }
            }
        }
        let host = ViewHost(rootView: Owner(), width: 400, height: 300)
        host.update()
        host.tap(label: "y 0", at: 0)
        host.tap(label: "rotate", at: 1)
        #expect(host.visibleTexts == ["rotate", "y 1", "x 0"])
    }
}
