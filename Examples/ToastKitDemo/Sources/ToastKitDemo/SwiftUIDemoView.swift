#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import ToastSwiftUI

/// What the demo's custom toasts read from the environment: the app's model, set once with
/// `.environmentObject(_:)` above the screens that show toasts. Used by views only, on the main
/// thread.
final class DemoCart: ObservableObject {
    @Published var items = 0
}

/// Every SwiftUI entry point: the environment action, the three binding modifiers, custom
/// content (above the keyboard too, reading an environment object, shown again while it is up),
/// a toast that outlives navigation, and a page sheet (toasts float above it).
struct SwiftUIDemoView: View {
    struct SyncError: Identifiable {
        let id = UUID()
        let message: String
    }

    @Environment(\.showToast) private var showToast
    @State private var lastError: SyncError?
    @State private var copied = false
    @State private var status: String?
    @State private var showingSheet = false
    @State private var draft = ""
    @FocusState private var typing: Bool
    @State private var upload: ToastProgress?
    @StateObject private var cart = DemoCart()

    var body: some View {
        List {
            // Its views read `showToast` below `.environmentObject(cart)`: their custom toasts
            // can read the cart, and take the section's tint.
            CartSection()
                .tint(.orange)
            Section("Environment action") {
                Button("Saved") { showToast("Saved") }
                Button("Deleted, with Undo") {
                    showToast(Toast("Deleted", style: .success, action: .init("Undo") { status = "Restored" }))
                }
                Button("Custom content") {
                    showToast(Self.downloaded(position: .top))
                }
            }
            Section("Live toasts") {
                Button("Save (task)") {
                    Task { try await showToast.task("Saving…", success: "Saved") { try await Task.sleep(nanoseconds: 1_200_000_000) } }
                }
                Button("Upload (progress from state)") {
                    Task {
                        upload = .indeterminate
                        for step in 1...8 {
                            try? await Task.sleep(nanoseconds: 250_000_000)
                            upload = .fraction(Double(step) / 8)
                        }
                        upload = nil  // finishes: "Photos uploaded"
                    }
                }
            }
            Section("Custom content above the keyboard") {
                TextField("Type here", text: $draft)
                    .focused($typing)
                Button("Custom toast above the keyboard") {
                    typing = true
                    showToast(Self.downloaded(position: .bottom))
                }
            }
            Section("Bindings") {
                Button("Fail to sync") { lastError = SyncError(message: "Could not sync: the server did not answer.") }
                Button("Copy (again and again)") { copied = true }
                Button("Set status") { status = "Synced just now" }
                Text("copied: \(copied ? "yes" : "no"), status: \(status ?? "nil")")
            }
            Section("Navigation") {
                NavigationLink("Edit, then save and go back") { EditView() }
            }
            Section("Above sheets") {
                Button("Open a sheet") { showingSheet = true }
            }
        }
        .toast(item: $lastError) { error in Toast(error.message, style: .error) }
        .toast(isPresented: $copied, "Copied")
        .toast(message: $status)
        .toast(progress: upload, "Uploading photos…", done: "Photos uploaded")
        .sheet(isPresented: $showingSheet) {
            SheetView()
                .environmentObject(cart)
                .presentationDetents([.medium, .large])
        }
        .environmentObject(cart)
        .navigationTitle("SwiftUI")
    }

    /// Custom content that reads the app's cart from the environment: hosted in the overlay's
    /// own hosting controller, it gets the environment of the view that showed it.
    struct CartToast: View {
        @EnvironmentObject private var cart: DemoCart

        var body: some View {
            DemoCapsule(systemImage: "cart.fill", text: "\(cart.items) in the cart", button: "Undo") {
                cart.items = max(cart.items - 1, 0)
            }
        }
    }

    /// The demo's custom toasts: an icon, bold text and a button of their own, on a capsule of
    /// material.
    struct DemoCapsule: View {
        let systemImage: String
        let text: String
        let button: String
        let action: @MainActor () -> Void

        var body: some View {
            HStack(spacing: 8) {
                Image(systemName: systemImage)
                Text(text).bold()
                Button(button) { action() }
                    .buttonStyle(.borderless)
            }
            .padding(.horizontal, 16)
            .padding(.vertical, 10)
            .background(.thinMaterial, in: Capsule())
        }
    }

    /// Buttons whose toasts read an environment object, and one custom toast shown again while
    /// it is up: each show hosts it anew, so the one that replaces it is not an empty frame.
    struct CartSection: View {
        @Environment(\.showToast) private var showToast
        @EnvironmentObject private var cart: DemoCart

        var body: some View {
            Section("Custom content and the environment") {
                Button("Add to the cart (\(cart.items))") {
                    cart.items += 1
                    showToast(Self.added())
                }
                Button("One toast value shown twice, replacing itself") {
                    let toast = Self.added()
                    showToast(toast)
                    showToast(toast)
                }
            }
        }

        @MainActor
        static func added() -> Toast {
            Toast(accessibilityLabel: "Added to the cart", policy: .replace) { CartToast() }
        }
    }

    /// Custom SwiftUI content with a button of its own: placed, stacked and kept above the
    /// keyboard like any toast.
    @MainActor
    static func downloaded(position: ToastPosition) -> Toast {
        Toast(accessibilityLabel: "Downloaded 3 files", style: .info, duration: .long, position: position) {
            DemoCapsule(systemImage: "arrow.down.circle.fill", text: "3 files", button: "Open") { print("open the downloads") }
        }
    }

    /// Save, then pop, then "Saved": the toast outlives the view that showed it.
    struct EditView: View {
        @Environment(\.showToast) private var showToast
        @Environment(\.dismiss) private var dismiss

        var body: some View {
            Button("Save and go back") {
                dismiss()
                showToast(Toast("Saved", style: .success))
            }
            .navigationTitle("Edit")
        }
    }

    /// A page sheet: its toasts float above it, and custom content reads the cart the sheet
    /// inherits from the screen that presents it.
    struct SheetView: View {
        @Environment(\.showToast) private var showToast
        @EnvironmentObject private var cart: DemoCart

        var body: some View {
            VStack(spacing: 16) {
                Button("Toast above this sheet") { showToast(Toast("Above the sheet", style: .info)) }
                Button("Custom toast above this sheet") {
                    cart.items += 1
                    showToast(Toast(accessibilityLabel: "Added to the cart", position: .bottom) { CartToast() })
                }
            }
            .padding()
        }
    }
}
#endif
