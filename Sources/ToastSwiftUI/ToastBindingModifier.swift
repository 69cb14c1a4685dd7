#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import ToastCore
internal import ToastShellRules
import UIKit

/// Presents a toast when a binding changes and resets the binding when the toast ends. The rules
/// are `ToastBindingCoordinator`'s; this only carries them out.
///
/// On iOS 16 `onChange` runs the closure built *before* the change, so anything it captured from
/// this struct is old. Everything a decision needs is therefore read at the time of the decision:
/// the binding through the binding itself, and the toast-making closure from the box each body
/// evaluation refreshes. The toast outlives the view (`onDisappear` also fires on a push, a tab
/// switch or a sheet), and so does the binding's reset when the toast ends.
struct ToastBindingModifier<Key: Hashable & Sendable>: ViewModifier {
    /// What the binding holds now, as a key (`nil` when it holds nothing); drives `onChange`.
    let key: Key?
    /// Reads what the binding holds at the moment it is called, as a key.
    let read: @MainActor () -> Key?
    /// The toast for a key, or `nil` if the binding no longer holds it.
    let makeToast: @MainActor (Key) -> Toast?
    /// Sets the binding back to `nil` or `false`.
    let reset: @MainActor () -> Void

    @State private var state = ToastBindingState<Key>()
    /// Where the modifier is: custom SwiftUI content it shows is drawn in this environment.
    @Environment(\.capturedForToasts) private var environment

    func body(content: Content) -> some View {
        state.latest = (read, makeToast, reset, environment)
        return
            content
            .background(SceneProbe(reference: state.scene).frame(width: 0, height: 0))
            .environment(\.showToast, ShowToastAction(scene: state.scene))
            .onAppear { state.appeared() }
            .onToastChange(of: key) { newKey in state.changed(to: newKey) }
            .onDisappear { state.disappeared() }
    }
}

/// What a binding modifier keeps across body evaluations: the coordinator, the handles of its
/// toasts, and the modifier's latest closures.
@MainActor
final class ToastBindingState<Key: Hashable & Sendable> {
    typealias Coordinator = ToastBindingCoordinator<Key>

    private var coordinator = Coordinator()
    private var handles: [Coordinator.Ticket: ToastHandle] = [:]
    let scene = SceneReference()
    /// The modifier's closures and environment as of its latest body evaluation.
    var latest:
        (
            read: @MainActor () -> Key?, makeToast: @MainActor (Key) -> Toast?, reset: @MainActor () -> Void,
            environment: CapturedEnvironment
        )?

    nonisolated init() {}

    func appeared() {
        carryOut(coordinator.appeared(with: latest?.read()))
    }

    func changed(to key: Key?) {
        carryOut(coordinator.changed(to: key))
    }

    func disappeared() {
        carryOut(coordinator.disappeared())
    }

    private func carryOut(_ cues: [Coordinator.Cue]) {
        for cue in cues {
            switch cue {
            case .present(let value, let ticket):
                guard let toast = latest?.makeToast(value)?.withEnvironment(latest?.environment) else {
                    carryOut(coordinator.ended(ticket, binding: latest?.read()))
                    continue
                }
                // The reset outlives the view: if this state is gone when the toast ends (save,
                // then pop), the binding is still read and reset, through the closures of now.
                let (read, reset) = (latest?.read, latest?.reset)
                let handle = scene.show(toast) { [weak self] _ in
                    guard let self else {
                        Self.carryOut(Coordinator.endedAfterHostWent(presenting: value, binding: read?()), reset: reset)
                        return
                    }
                    self.handles[ticket] = nil
                    // Read now, when the toast has ended.
                    self.carryOut(self.coordinator.ended(ticket, binding: self.latest?.read()))
                }
                // A toast the engine refused has completed already.
                if !handle.isFinished { handles[ticket] = handle }
            case .dismiss(let ticket):
                handles[ticket]?.dismiss()
            case .resetBinding:
                latest?.reset()
            }
        }
    }

    /// What is left to carry out once the state is gone: only a reset; there is no view to
    /// present from and no handle to dismiss.
    private static func carryOut(_ cues: [Coordinator.Cue], reset: (@MainActor () -> Void)?) {
        for cue in cues {
            switch cue {
            case .resetBinding: reset?()
            case .present, .dismiss: break
            }
        }
    }
}

@MainActor
extension View {
    /// Shows a toast for `item` whenever it changes to a new item, and sets it back to `nil`
    /// when that toast ends.
    ///
    /// ```swift
    /// .toast(item: $lastError) { error in Toast(error.localizedDescription, style: .error) }
    /// ```
    public func toast<Item: Identifiable>(item: Binding<Item?>, content: @escaping @MainActor (Item) -> Toast) -> some View
    where Item.ID: Sendable {
        modifier(
            ToastBindingModifier<Item.ID>(
                key: item.wrappedValue?.id,
                read: { item.wrappedValue?.id },
                makeToast: { id in item.wrappedValue.flatMap { $0.id == id ? content($0) : nil } },
                reset: { item.wrappedValue = nil }))
    }

    /// Shows `message` when `isPresented` becomes `true`, and sets it back to `false` when the
    /// toast ends.
    ///
    /// ```swift
    /// .toast(isPresented: $copied, "Copied")
    /// ```
    public func toast(isPresented: Binding<Bool>, _ message: String, style: ToastStyle? = nil) -> some View {
        modifier(
            ToastBindingModifier<Bool>(
                key: isPresented.wrappedValue ? true : nil,
                read: { isPresented.wrappedValue ? true : nil },
                makeToast: { _ in Toast(message, style: style) },
                reset: { isPresented.wrappedValue = false }))
    }

    /// Shows `toast` when `isPresented` becomes `true`, and sets it back to `false` when it ends.
    public func toast(isPresented: Binding<Bool>, toast: @escaping @MainActor () -> Toast) -> some View {
        modifier(
            ToastBindingModifier<Bool>(
                key: isPresented.wrappedValue ? true : nil,
                read: { isPresented.wrappedValue ? true : nil },
                makeToast: { _ in toast() },
                reset: { isPresented.wrappedValue = false }))
    }

    /// Shows the message the binding holds whenever it changes, then sets it back to `nil`.
    ///
    /// ```swift
    /// .toast(message: $status)      // status = "Synced" shows it once
    /// ```
    public func toast(message: Binding<String?>, style: ToastStyle? = nil) -> some View {
        modifier(
            ToastBindingModifier<String>(
                key: message.wrappedValue,
                read: { message.wrappedValue },
                makeToast: { text in Toast(text, style: style) },
                reset: { message.wrappedValue = nil }))
    }
}
#endif
