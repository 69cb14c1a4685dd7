#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
@_spi(Plumbing) import ToastCore
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
    /// a minimum time (``ToastDefaults/loading``). It outlives the view, like every toast.
    public func toast(progress: ToastProgress?, _ message: String, done: String? = nil) -> some View {
        modifier(ToastProgressModifier(progress: progress, message: message, done: done))
    }
}

/// Carries out `.toast(progress:_:done:)`. On iOS 16 `onChange` runs the closure built before
/// the change, so the message and `done` are read from the box each body evaluation refreshes;
/// the new progress comes as the closure's argument.
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
            .onAppear { state.changed(to: progress) }
            .onChange(of: progress) { newValue in state.changed(to: newValue) }
    }
}

/// The progress toast a view is showing, kept across body evaluations.
@MainActor
final class ToastProgressState {
    let scene = SceneReference()
    var latest: (message: String, done: String?) = ("", nil)
    private var handle: ToastHandle?

    nonisolated init() {}

    func changed(to progress: ToastProgress?) {
        if let handle, handle.isFinished { self.handle = nil }  // dismissed or tapped away meanwhile
        switch (progress, handle) {
        case (let progress?, nil):
            handle = scene.show(Toast(latest.message, progress: progress, loading: Toast.defaults.loading), completion: nil)
        case (let progress?, let handle?):
            // NaN is the engine's "amount not known": the toast spins again.
            handle.update(progress: progress.fractionCompleted ?? .nan)
        case (nil, let handle?):
            if let done = latest.done {
                handle.update(Toast(done, style: .success))
            } else {
                handle.dismiss()
            }
            self.handle = nil
        case (nil, nil):
            break
        }
    }
}
#endif
