#if canImport(UIKit)
import ToastKit
import UIKit

// The code of the modules' landing pages (Sources/*/*.docc/<Module>.md).

@MainActor
enum LandingPages {
    static func toastCore() {
        let scheduler = ManualToastScheduler()
        let runtime = ToastRuntime(scheduler: scheduler)
        let id = runtime.show(ToastRequest(message: "Saved", style: .success, duration: .short)) { dismissal in
            print(dismissal.reason)   // exactly once: timeout
        }
        scheduler.advance(by: 10)
        _ = id
    }

    static func toastKit(viewController: UIViewController, unsend: @escaping @MainActor () -> Void) async {
        Toast.show("Saved")
        Toast.show("Deleted", style: .success) { dismissal in print(dismissal.reason) }
        let handle = Toast.show("Uploading…", duration: .indefinite)
        handle.dismiss()
        let dismissal = await Toast.present(Toast("Sent", action: .init("Undo") { unsend() }))
        viewController.showToast("Saved", position: .top)
        _ = dismissal
    }
}
#endif
