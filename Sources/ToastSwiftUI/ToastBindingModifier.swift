#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
@_spi(Plumbing) import ToastCore
import UIKit

/// Presents a toast when a binding changes, resets the binding when the toast ends, and
/// dismisses its toasts when the view leaves the hierarchy. The rules are
/// `ToastBindingCoordinator`'s; this only carries them out.
struct ToastBindingModifier<Key: Hashable & Sendable>: ViewModifier {
    /// What the binding holds now, as a key (`nil` when it holds nothing).
    let key: Key?
    /// The toast for a key, or `nil` if the binding no longer holds it.
    let makeToast: @MainActor (Key) -> Toast?
    /// Sets the binding back to `nil` or `false`.
    let reset: @MainActor () -> Void

    @State private var coordinator = ToastBindingCoordinator<Key>()
    @State private var handles: [Key: ToastHandle] = [:]
    @State private var scene = SceneReference()

    func body(content: Content) -> some View {
        content
            .background(SceneProbe(reference: scene).frame(width: 0, height: 0))
            .environment(\.showToast, ShowToastAction(scene: scene))
            .onAppear { carryOut(coordinator.appeared(with: key)) }
            .onChange(of: key) { newKey in carryOut(coordinator.changed(to: newKey)) }
            .onDisappear { carryOut(coordinator.disappeared()) }
    }

    @MainActor
    private func carryOut(_ actions: [ToastBindingCoordinator<Key>.Action]) {
        for action in actions {
            switch action {
            case .present(let presented):
                guard let toast = makeToast(presented) else {
                    carryOut(coordinator.ended(presented, binding: key))
                    continue
                }
                handles[presented] = Toast.show(toast, in: scene.scene) { _ in
                    handles[presented] = nil
                    carryOut(coordinator.ended(presented, binding: key))
                }
            case .dismiss(let presented):
                handles[presented]?.dismiss()
            case .resetBinding:
                reset()
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
    public func toast<Item: Identifiable>(item: Binding<Item?>, content: @escaping @MainActor (Item) -> Toast) -> some View where Item.ID: Sendable {
        modifier(ToastBindingModifier<Item.ID>(
            key: item.wrappedValue?.id,
            makeToast: { id in item.wrappedValue.flatMap { $0.id == id ? content($0) : nil } },
            reset: { item.wrappedValue = nil }))
    }

    /// Shows `message` when `isPresented` becomes `true`, and sets it back to `false` when the
    /// toast ends.
    ///
    /// ```swift
    /// .toast(isPresented: $copied, "Copied")
    /// ```
    public func toast(isPresented: Binding<Bool>, _ message: String, style: ToastStyle = .standard) -> some View {
        modifier(ToastBindingModifier<Bool>(
            key: isPresented.wrappedValue ? true : nil,
            makeToast: { _ in Toast(message, style: style) },
            reset: { isPresented.wrappedValue = false }))
    }

    /// Shows `toast` when `isPresented` becomes `true`, and sets it back to `false` when it ends.
    public func toast(isPresented: Binding<Bool>, toast: @escaping @MainActor () -> Toast) -> some View {
        modifier(ToastBindingModifier<Bool>(
            key: isPresented.wrappedValue ? true : nil,
            makeToast: { _ in toast() },
            reset: { isPresented.wrappedValue = false }))
    }

    /// Shows the message the binding holds whenever it changes, then sets it back to `nil`.
    ///
    /// ```swift
    /// .toast(message: $status)      // status = "Synced" shows it once
    /// ```
    public func toast(message: Binding<String?>, style: ToastStyle = .standard) -> some View {
        modifier(ToastBindingModifier<String>(
            key: message.wrappedValue,
            makeToast: { text in Toast(text, style: style) },
            reset: { message.wrappedValue = nil }))
    }
}
#endif
