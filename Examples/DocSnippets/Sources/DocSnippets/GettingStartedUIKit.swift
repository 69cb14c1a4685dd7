#if canImport(UIKit)
import ToastKit
import UIKit

// The UIKit code of "Getting started" (Sources/ToastKit/ToastKit.docc/GettingStarted.md).

final class EditorViewController: UIViewController {
    func documentDidSave() {
        Toast.show("Saved")
    }
}

// "In an app extension": from a view controller the extension shows.
final class ShareViewController: UIViewController {
    func linkCopied() {
        showToast("Link copied")
    }
}

@MainActor
enum GettingStartedUIKit {
    static func options(undoDelete: @escaping @MainActor () -> Void) {
        Toast.show("Saved to Photos", duration: .long, position: .top)
        Toast.show("Payment sent", title: "Done", style: .success)
        Toast.show("Copied", duration: .seconds(1.5), position: .center)
    }

    static func completion() {
        Toast.show("Deleted", style: .success) { ending in
            print(ending.reason)  // .timeout, .tap, .swipe, .dismissed, …
        }
    }

    static func toastValue(restore: @escaping @MainActor () -> Void) {
        let undo = Toast.Action("Undo") { restore() }
        let toast = Toast("Message deleted", icon: .system("trash"), action: undo)
        Toast.show(toast)
    }

    static func handle() {
        let upload = Toast.show("Uploading…", duration: .indefinite)
        // … when the upload finishes:
        upload.dismiss()
    }

    static func present(unsend: @escaping @MainActor () -> Void) async {
        let sent = Toast("Sent", action: .init("Undo") { unsend() })
        let ending = await Toast.present(sent)
        if ending.reason == .action {
            print("the user chose Undo")
        }
    }

    static func live() {
        let handle = Toast.show(Toast("Uploading…", progress: .indeterminate))
        handle.update(progress: 0.4)
        handle.update(message: "Uploading 3 of 10")
        handle.update(Toast("Uploaded", style: .success))
    }

    static func task(upload: () async throws -> Int) async throws {
        let photos = try await Toast.task("Uploading…", success: "Uploaded", failure: { _ in "Upload failed" }) {
            try await upload()
        }
        _ = photos
    }

    static func fromViews(view: UIView, viewController: UIViewController) {
        view.showToast("Copied")  // in this view's window scene
        // Below the controller's navigation bar, sliding from behind it:
        viewController.showToast("刷新了20条新数据", style: .messageBanner)
        Toast.dismissAll()
    }

    static func configure() {
        Toast.defaults.position = .top
        Toast.defaults.maxVisible = 2
        Toast.defaults.maxQueued = 10
    }
}
#endif
