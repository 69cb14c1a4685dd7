#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import ToastSwiftUI

// The SwiftUI code of "Getting started" (Sources/ToastKit/ToastKit.docc/GettingStarted.md) and
// of ToastSwiftUI's landing page.

struct SaveButton: View {
    @Environment(\.showToast) private var showToast

    var body: some View {
        Button("Save") {
            showToast("Saved")
        }
    }
}

struct SyncError: Identifiable, Error {
    let id = UUID()
    let localizedDescription: String
}

struct InboxView: View {
    @Environment(\.showToast) private var showToast
    @State private var lastError: SyncError?
    @State private var copied = false
    @State private var status: String?

    var body: some View {
        List {
            Button("Copy link") { copied = true }
            Button("Sync") { status = "Synced just now" }
        }
        .toast(item: $lastError) { error in
            Toast(error.localizedDescription, style: .error)
        }
        .toast(isPresented: $copied, "Copied")
        .toast(message: $status)
    }
}

final class Cart: ObservableObject {
    @Published var count = 0
}

struct CartBadge: View {
    @EnvironmentObject private var cart: Cart

    var body: some View {
        Label("\(cart.count) in the cart", systemImage: "cart.fill")
            .padding()
            .background(.thinMaterial, in: Capsule())
    }
}

struct ProductView: View {  // shown below .environmentObject(cart)
    @Environment(\.showToast) private var showToast
    @EnvironmentObject private var cart: Cart

    var body: some View {
        Button("Add to the cart") {
            cart.count += 1
            showToast(Toast(accessibilityLabel: "Added to the cart") { CartBadge() })
        }
    }
}

// ToastSwiftUI's landing page, "In an app extension": a binding drives the toast.
struct ShareView: View {
    @State private var copied = false

    var body: some View {
        Button("Copy link") { copied = true }
            .toast(isPresented: $copied, "Link copied")
    }
}

@MainActor
func showCartBadge(cart: Cart) {
    // From outside SwiftUI there is no view to take an environment from.
    Toast.show(Toast(accessibilityLabel: "Added to the cart") { CartBadge().environmentObject(cart) })
}

extension InboxView {
    @MainActor
    func deleted(undo: @escaping @MainActor () -> Void) {
        showToast(Toast("Deleted", style: .success, action: .init("Undo") { undo() }))
    }

    @MainActor
    func downloaded() {
        showToast(
            Toast(accessibilityLabel: "Downloaded 3 files") {
                HStack {
                    Image(systemName: "arrow.down.circle.fill")
                    Text("3 files")
                }
                .padding()
                .background(.thinMaterial, in: Capsule())
            })
    }
}
#endif
