#if canImport(UIKit)
import ToastKit
import UIKit

// The code of the modules' landing pages (Sources/*/*.docc/<Module>.md).

@MainActor
enum LandingPages {
    static func toastKit(viewController: UIViewController, unsend: @escaping @MainActor () -> Void) async {
        Toast.show("Saved")
        Toast.show("Deleted", style: .success) { ending in print(ending.reason) }
        let handle = Toast.show(Toast("Uploading…", progress: .indeterminate))
        handle.update(progress: 0.4)
        handle.update(Toast("Uploaded", style: .success))
        let sent = Toast("Sent", action: .init("Undo") { unsend() })
        let ending = await Toast.present(sent)
        viewController.showToast("Saved", position: .top)
        _ = ending
    }
}
#endif
