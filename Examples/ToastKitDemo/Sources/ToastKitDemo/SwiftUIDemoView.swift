#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import ToastSwiftUI

/// Every SwiftUI entry point: the environment action, the three binding modifiers, custom
/// content, and a sheet (toasts float above it).
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

    var body: some View {
        List {
            Section("Environment action") {
                Button("Saved") { showToast("Saved") }
                Button("Deleted, with Undo") {
                    showToast(Toast("Deleted", style: .success, action: .init("Undo") { status = "Restored" }))
                }
                Button("Custom content") {
                    showToast(Toast(accessibilityLabel: "Downloaded 3 files", position: .top) {
                        HStack(spacing: 8) {
                            Image(systemName: "arrow.down.circle.fill")
                            Text("3 files").bold()
                        }
                        .padding(.horizontal, 16)
                        .padding(.vertical, 10)
                        .background(.thinMaterial, in: Capsule())
                    })
                }
            }
            Section("Bindings") {
                Button("Fail to sync") { lastError = SyncError(message: "Could not sync: the server did not answer.") }
                Button("Copy") { copied = true }
                Button("Set status") { status = "Synced just now" }
                Text("copied: \(copied ? "yes" : "no"), status: \(status ?? "nil")")
            }
            Section("Above sheets") {
                Button("Open a sheet") { showingSheet = true }
            }
        }
        .toast(item: $lastError) { error in Toast(error.message, style: .error) }
        .toast(isPresented: $copied, "Copied")
        .toast(message: $status)
        .sheet(isPresented: $showingSheet) {
            SheetView()
        }
        .navigationTitle("SwiftUI")
    }

    struct SheetView: View {
        @Environment(\.showToast) private var showToast

        var body: some View {
            Button("Toast above this sheet") { showToast(Toast("Above the sheet", style: .info)) }
                .padding()
        }
    }
}
#endif
