#if canImport(UIKit)
import ToastKitClassic
import UIKit

// The Swift code of "The four classic systems"
// (Sources/ToastKitClassic/ToastKitClassic.docc/TheFourClassicSystems.md).

@MainActor
enum ClassicSystems {
    static func toastUtil(next: @escaping @MainActor () -> Void) {
        ToastUtil.toast().showToast("保存成功")
        ToastUtil.toast().showToast("加载完成", duration: 3, gravity: .top) { next() }
    }

    static func tips() {
        UIWindow.showTips("hello world !!!")
    }

    static func looksWithTheModernAPI(viewController: UIViewController) {
        Toast.show("保存成功", style: .toastUtil)
        Toast.show("hello world !!!", style: .windowTip)
        viewController.showToast("刷新了20条新数据", style: .messageBanner)
        Toast.show("Your text", style: .gkrToast)
    }
}

final class FeedViewController: UITableViewController {
    private var showMessageView: ShowMessageView!

    override func viewDidLoad() {
        super.viewDidLoad()
        showMessageView = ShowMessageView.create(in: self)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        showMessageView.hideMessage()
    }

    func refreshDidEnd(newItems: Int) {
        showMessageView.showMessage("刷新了\(newItems)条新数据")
    }
}
#endif
