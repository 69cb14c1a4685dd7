#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import ToastSwiftUI

// The code of "Accessibility" (Sources/ToastKit/ToastKit.docc/Accessibility.md).

@MainActor
enum AccessibilityArticle {
    static func standAlone() {
        Toast.show(
            "Could not upload “Report.pdf”: the server did not answer.",
            title: "Upload failed", style: .error)
    }

    static func undoElsewhere(archive: @escaping @MainActor () -> Void, unarchive: @escaping @MainActor () -> Void) {
        archive()
        let undo = Toast.Action("Undo") { unarchive() }
        Toast.show(Toast("Conversation archived", action: undo))
        // … and the same Undo in the Edit menu, or on the archived conversation itself.
    }

    static func biggerText() {
        var style = ToastStyle.standard
        style.typography.maximumTextScale = 3  // the largest sizes too
    }

    static func customContent(showToast: ShowToastAction) {
        showToast(
            Toast(accessibilityLabel: "Downloaded 3 files") {
                Label("3 files", systemImage: "arrow.down.circle.fill")
                    .padding()
                    .background(.thinMaterial, in: Capsule())
            })
    }
}
#endif
