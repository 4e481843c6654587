import Observation
import Testing
@testable import PanelBase
@testable import PanelUI

/// `withTransaction` with `disablesAnimations` made where the change is made (a button's
/// action): `.animation(_:value:)` modifiers below step aside, as in SwiftUI.
@MainActor
@Suite(.serialized) struct DisabledAnimationsTests {
    static let bar = Color(red: 0.3, green: 0.6, blue: 0.2)

    enum Change { case plain, disabling, disablingByKeyPath, disablingWithItsOwnAnimation }

    private struct Screen: View {
        let change: Change
        @State private var wide = false
        var body: some View {
            VStack(spacing: 0) {
                Button("Grow") { grow() }.frame(height: 40)
                DisabledAnimationsTests.bar.frame(width: wide ? 200 : 100, height: 10)
                    .animation(.linear(duration: 1), value: wide)
                    .frame(width: 200, alignment: .leading)
            }
        }

        private func grow() {
            switch change {
            case .plain:
                wide.toggle()
            case .disabling:
                var transaction = Transaction()
                transaction.disablesAnimations = true
                withTransaction(transaction) { wide.toggle() }
            case .disablingByKeyPath:
                withTransaction(\.disablesAnimations, true) { wide.toggle() }
            case .disablingWithItsOwnAnimation:
                var transaction = Transaction(animation: .linear(duration: 2))
                transaction.disablesAnimations = true
                withTransaction(transaction) { wide.toggle() }
            }
        }
    }

    @Observable final class Model { var wide = false }

    /// The same with the value in an observed model.
    private struct ModelScreen: View {
        let model: Model
        var body: some View {
            VStack(spacing: 0) {
                Button("Grow") { withTransaction(\.disablesAnimations, true) { model.wide.toggle() } }.frame(height: 40)
                DisabledAnimationsTests.bar.frame(width: model.wide ? 200 : 100, height: 10)
                    .animation(.linear(duration: 1), value: model.wide)
                    .frame(width: 200, alignment: .leading)
            }
        }
    }

    /// The same with a toggle's binding.
    private struct ToggleScreen: View {
        @State private var wide = false
        var body: some View {
            VStack(spacing: 0) {
                // A whole new transaction: the key-path form would keep the switch's own
                // animation, which then moves the bar.
                Toggle("Wide", isOn: Binding(get: { wide }, set: { value in
                    var transaction = Transaction()
                    transaction.disablesAnimations = true
                    withTransaction(transaction) { wide = value }
                })).frame(height: 40)
                DisabledAnimationsTests.bar.frame(width: wide ? 200 : 100, height: 10)
                    .animation(.linear(duration: 1), value: wide)
                    .frame(width: 200, alignment: .leading)
            }
        }
    }

    @Test func anObservedModelChangedInADisablingTransactionMovesAtOnce() {
        let host = ViewHost(rootView: ModelScreen(model: Model()), width: 200, height: 60)
        host.update()
        host.tap(label: "Grow", at: 1)
        host.update(at: MonotonicTime(seconds: 1.55))
        #expect(host.fill(of: DisabledAnimationsTests.bar)?.width == Fixed(200))
    }

    @Test func aToggleSetInADisablingTransactionMovesAtOnce() {
        let host = ViewHost(rootView: ToggleScreen(), width: 200, height: 60)
        host.update()
        host.tap(label: "Wide", at: 1)
        host.update(at: MonotonicTime(seconds: 1.55))
        #expect(host.fill(of: DisabledAnimationsTests.bar)?.width == Fixed(200))
    }

    /// The bar's width half a second after the tap lifts (at 1.05 s).
    private func width(after change: Change) -> Fixed? {
        let host = ViewHost(rootView: Screen(change: change), width: 200, height: 60)
        host.update()
        host.tap(label: "Grow", at: 1)
        host.update(at: MonotonicTime(seconds: 1.55))
        return host.fill(of: DisabledAnimationsTests.bar)?.width
    }

    @Test func aPlainChangeRunsTheAnimationModifier() {
        #expect(width(after: .plain) == Fixed(150))
    }

    @Test func aTransactionThatDisablesAnimationsMovesAtOnce() {
        #expect(width(after: .disabling) == Fixed(200))
    }

    @Test func theKeyPathFormDisablesThemToo() {
        #expect(width(after: .disablingByKeyPath) == Fixed(200))
    }

    @Test func aDisablingTransactionWithAnAnimationRunsItsOwn() {
        #expect(width(after: .disablingWithItsOwnAnimation) == Fixed(125))
    }
}
