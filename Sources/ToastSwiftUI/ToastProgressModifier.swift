#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import ToastCore
internal import ToastShellRules
import UIKit

extension View {
    /// Shows a progress toast while `progress` is not `nil`, updated in place as it changes.
    ///
    /// Drive it with any value the view reads: a binding's value, an observable object's
    /// property, a `@State`. When `progress` becomes `nil` the toast finishes: it becomes a
    /// success toast saying `done`, or, without `done`, it goes.
    ///
    /// ```swift
    /// @State private var upload: ToastProgress?
    /// List { … }
    ///     .toast(progress: upload, "Uploading photos…", done: "Photos uploaded")
    /// // upload = .indeterminate … upload = .fraction(0.4) … upload = nil
    /// ```
    ///
    /// The toast appears only if the work is still running after a grace time and stays at least
    /// a minimum time (``ToastDefaults/loading``). The loading toast belongs to the view: when the
    /// view disappears (popped, or covered by a push, a tab switch or a sheet) it is dismissed,
    /// and when the view comes back with the work still under way one loading toast shows again.
    /// The finished `done` toast outlives the view, like every other toast. A loading toast the
    /// user taps or swipes away stays away until the work ends.
    public func toast(progress: ToastProgress?, _ message: String, done: String? = nil) -> some View {
        modifier(ToastProgressModifier(progress: progress, message: message, done: done))
    }
}

/// Carries out `.toast(progress:_:done:)`: the rules are `ToastProgressCoordinator`'s. On iOS 16
/// `onChange` runs the closure built before the change, so the message and `done` are read from
/// the box each body evaluation refreshes; the new progress comes as the closure's argument.
struct ToastProgressModifier: ViewModifier {
    let progress: ToastProgress?
    let message: String
    let done: String?

    @State private var state = ToastProgressState()

    func body(content: Content) -> some View {
        state.latest = (message, done)
        return
            content
            .background(SceneProbe(reference: state.scene).frame(width: 0, height: 0))
            .onAppear { state.appeared(with: progress) }
            .onToastChange(of: progress) { newValue in state.changed(to: newValue) }
            .onDisappear { state.disappeared() }
    }
}

/// The coordinator of a view's progress toast and the handle of its loading toast, kept across
/// body evaluations.
@MainActor
final class ToastProgressState {
    typealias Coordinator = ToastProgressCoordinator

    let scene = SceneReference()
    var latest: (message: String, done: String?) = ("", nil)
    private var coordinator = Coordinator()
    private var handles: [Coordinator.Ticket: ToastHandle] = [:]

    nonisolated init() {}

    func appeared(with progress: ToastProgress?) {
        carryOut(coordinator.appeared(with: progress, done: latest.done))
    }

    func changed(to progress: ToastProgress?) {
        carryOut(coordinator.changed(to: progress, done: latest.done))
    }

    func disappeared() {
        carryOut(coordinator.disappeared())
    }

    private func carryOut(_ cues: [Coordinator.Cue]) {
        for cue in cues {
            switch cue {
            case .show(let progress, let ticket):
                let toast = Toast(latest.message, progress: progress, loading: Toast.defaults.loading)
                let handle = scene.show(toast) { [weak self] _ in
                    guard let self else { return }
                    self.handles[ticket] = nil
                    self.carryOut(self.coordinator.ended(ticket))
                }
                // A toast the engine refused has completed already.
                if !handle.isFinished { handles[ticket] = handle }
            case .update(let progress, let ticket):
                // NaN is the engine's "amount not known": the toast spins again.
                handles[ticket]?.update(progress: progress.fractionCompleted ?? .nan)
            case .finish(let done, let ticket):
                handles.removeValue(forKey: ticket)?.update(Toast(done, style: .success))
            case .dismiss(let ticket):
                handles.removeValue(forKey: ticket)?.dismiss()
            }
        }
    }
}
#endif
