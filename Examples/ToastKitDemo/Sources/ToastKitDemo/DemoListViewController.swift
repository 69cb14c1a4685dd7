#if canImport(UIKit)
import SwiftUI
import ToastKit
import ToastKitClassic
import UIKit

/// Every preset, position, policy and entry point of ToastKit, one row each.
final class DemoListViewController: UITableViewController {
    private struct Demo {
        let title: String
        let run: @MainActor (DemoListViewController) -> Void
    }

    private struct Section {
        let title: String
        let demos: [Demo]
    }

    private var uploading: ToastHandle?
    private var progressUpload: ToastHandle?
    private lazy var messageView = ShowMessageView.create(in: self)
    private let field = UITextField()

    private lazy var sections: [Section] = [
        Section(
            title: "Presets",
            demos: [
                Demo(title: "standard") { _ in Toast.show("Saved to Photos") },
                Demo(title: "success") { _ in Toast.show("Payment sent", style: .success) },
                Demo(title: "warning") { _ in Toast.show("Low storage", style: .warning) },
                Demo(title: "error") { _ in Toast.show("Could not connect", style: .error) },
                Demo(title: "info") { _ in Toast.show("3 new messages", title: "Inbox", style: .info) },
                Demo(title: "toastUtil (seed 1)") { _ in Toast.show("保存成功", style: .toastUtil) },
                Demo(title: "windowTip (seed 2)") { _ in Toast.show("hello world !!!", style: .windowTip) },
                Demo(title: "messageBanner (seed 3)") { controller in controller.showToast("刷新了20条新数据", style: .messageBanner) },
                Demo(title: "gkrToast (seed 4)") { _ in Toast.show("Your text", style: .gkrToast) },
                Demo(title: "gkrFancyToast") { _ in Toast.show("Fancy", style: .gkrFancyToast) },
            ]),
        Section(
            title: "Positions",
            demos: [
                Demo(title: "top") { _ in Toast.show("Top", position: .top) },
                Demo(title: "center") { _ in Toast.show("Center", position: .center) },
                Demo(title: "bottom") { _ in Toast.show("Bottom", position: .bottom) },
                Demo(title: "fraction ⅚") { _ in Toast.show("Five sixths", position: .fraction(5.0 / 6.0)) },
                Demo(title: "below the navigation bar") { controller in
                    controller.showToast("Anchored", position: .anchored(to: .navigationBar))
                },
            ]),
        Section(
            title: "Live toasts",
            demos: [
                Demo(title: "upload with progress (handle)") { controller in controller.uploadWithProgress() },
                Demo(title: "Toast.task: loading → success") { _ in
                    Task {
                        let photos = try await Toast.task(
                            "Uploading 3 photos…", success: "Uploaded 3 photos", failure: { _ in "Upload failed" }
                        ) {
                            try await Task.sleep(nanoseconds: 1_500_000_000)
                            return 3
                        }
                        print("uploaded", photos)
                    }
                },
                Demo(title: "Toast.task with progress, then failure") { _ in
                    Task {
                        struct Offline: Error {}
                        _ = try? await Toast.task("Syncing…", success: "Synced", failure: { _ in "You are offline" }) { progress in
                            for step in 1...5 {
                                try await Task.sleep(nanoseconds: 300_000_000)
                                progress.update(Double(step) / 10)
                            }
                            throw Offline()
                        }
                    }
                },
                Demo(title: "quick work: only the result shows") { _ in
                    Task { try await Toast.task("Saving…", success: "Saved") { try await Task.sleep(nanoseconds: 100_000_000) } }
                },
            ]),
        Section(
            title: "Queue",
            demos: [
                Demo(title: "queue three") { _ in
                    for index in 1...3 { Toast.show("Queued \(index)", duration: .short) }
                },
                Demo(title: "replace") { _ in
                    Toast.show(Toast("Old", duration: .long))
                    Toast.show(Toast("New replaces it", policy: .replace))
                },
                Demo(title: "drop when busy") { _ in
                    Toast.show("Busy", duration: .long)
                    Toast.show(Toast("Dropped", policy: .drop)) { print("drop:", $0.reason) }
                },
                Demo(title: "high priority pre-empts") { _ in
                    Toast.show("Normal", duration: .long)
                    Toast.show(Toast("Urgent", style: .error, priority: .high))
                },
                Demo(title: "coalesce by key") { _ in
                    for _ in 1...5 { Toast.show(Toast("Synced", coalescingKey: "sync")) }
                },
                Demo(title: "stack up to three") { _ in
                    Toast.defaults.maxVisible = 3
                    for index in 1...3 { Toast.show("Stacked \(index)") }
                },
                Demo(title: "stack three with Undo (each one's button works)") { controller in
                    Toast.defaults.maxVisible = 3
                    for name in ["Photo", "Note", "Song"] {
                        controller.showToast(
                            Toast(
                                "\(name) deleted", icon: .system("trash"), duration: .long,
                                action: .init("Undo") {
                                    Toast.show("\(name) restored", position: .top, style: .success)
                                }))
                    }
                },
            ]),
        Section(
            title: "SwiftUI and the seed APIs",
            demos: [
                Demo(title: "SwiftUI screen") { controller in
                    controller.navigationController?.pushViewController(UIHostingController(rootView: SwiftUIDemoView()), animated: true)
                },
                Demo(title: "ToastUtil, every gravity") { _ in
                    ToastUtil.toast().showToast("顶部", duration: 2, gravity: .top)
                    ToastUtil.toast().showToast("居中", duration: 2, gravity: .centre)
                    ToastUtil.toast().showToast("底部", duration: 2, gravity: .bottom) { print("ToastUtil finished") }
                },
                Demo(title: "ToastUtil forever (MAXFLOAT), tap it away") { _ in
                    ToastUtil.toast().showToast("直到点击", duration: TimeInterval(Float.greatestFiniteMagnitude), gravity: .centre)
                },
                Demo(title: "UIWindow.showTips") { _ in UIWindow.showTips("hello world !!!") },
                Demo(title: "ShowMessageView") { controller in
                    controller.messageView.showMessage("刷新了20条新数据")
                },
            ]),
        Section(
            title: "Interaction",
            demos: [
                Demo(title: "action with undo") { _ in
                    Toast.show(Toast("Message deleted", icon: .system("trash"), duration: .long, action: .init("Undo") { print("undo") }))
                },
                Demo(title: "indefinite, then dismiss") { controller in
                    controller.uploading = Toast.show("Uploading…", duration: .indefinite)
                    Task { @MainActor in
                        try? await Task.sleep(for: .seconds(3))
                        controller.uploading?.dismiss()
                    }
                },
                Demo(title: "async present") { _ in
                    Task { @MainActor in
                        let ending = await Toast.present(Toast("Sent", action: .init("Unsend") {}))
                        print("ended:", ending.reason)
                    }
                },
                Demo(title: "in this view's scene") { controller in controller.view.showToast("From a view") },
                Demo(title: "from this tab: above the tab bar") { controller in
                    controller.showToast("Above the tab bar", style: .info)
                },
                Demo(title: "pushed without the tab bar, then back") { controller in
                    let detail = UIViewController()
                    detail.view.backgroundColor = .systemBackground
                    detail.title = "Detail"
                    detail.hidesBottomBarWhenPushed = true
                    controller.navigationController?.pushViewController(detail, animated: true)
                    detail.showToast("Down to the safe area: no tab bar here")
                    Task { @MainActor in
                        try? await Task.sleep(for: .seconds(1.5))
                        // Save, then pop, then "Saved": the toast survives the navigation and moves
                        // above the tab bar that comes back.
                        controller.navigationController?.popViewController(animated: true)
                        Toast.show("Saved", style: .success)
                    }
                },
                Demo(title: "above a sheet") { controller in
                    let sheet = UIViewController()
                    sheet.view.backgroundColor = .systemBackground
                    controller.present(sheet, animated: true) {
                        Toast.show("Above the sheet", style: .success)
                    }
                },
                Demo(title: "above the keyboard") { controller in
                    controller.field.becomeFirstResponder()
                    Toast.show("The keyboard stays up")
                },
                Demo(title: "from background threads, in order") { _ in
                    // The Objective-C entry points work from any thread, as legacy network callbacks
                    // call them; two calls from one queue show in the order made.
                    DispatchQueue.global().async {
                        ToastUtil.toast().showToast("First, from the background", duration: 1.5)
                        ToastUtil.toast().showToast("Second, from the same queue", duration: 1.5)
                        UIWindow.showTips("A tip from the background")
                        Toast.showFromAnyThread("And one from Swift", position: .top)
                    }
                },
                Demo(title: "dismiss all") { _ in Toast.dismissAll() },
            ]),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "ToastKit"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "demo")
        field.placeholder = "Type here"
        field.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        tableView.tableHeaderView = field
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        messageView.hideMessage()
    }

    override func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sections[section].title
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].demos.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "demo", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = sections[indexPath.section].demos[indexPath.row].title
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        sections[indexPath.section].demos[indexPath.row].run(self)
    }

    /// An upload that reports progress through its toast's handle, then finishes it.
    fileprivate func uploadWithProgress() {
        let handle = Toast.show(Toast("Uploading photos…", progress: .indeterminate, loading: .standard))
        progressUpload = handle
        Task {
            for step in 1...10 {
                try? await Task.sleep(nanoseconds: 250_000_000)
                handle.update(progress: Double(step) / 10)
                if step == 5 { handle.update(message: "Uploading 5 of 10") }
            }
            handle.update(Toast("Uploaded 10 photos", style: .success, action: .init("View") { print("show the album") }))
        }
    }
}
#endif
