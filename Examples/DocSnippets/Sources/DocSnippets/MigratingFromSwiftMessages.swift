#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import ToastSwiftUI
import UIKit

// The ToastKit side of "Migrating from SwiftMessages"
// (Sources/ToastKit/ToastKit.docc/MigratingFromSwiftMessages.md).

@MainActor
enum FromSwiftMessages {
    static func themedMessage() {
        Toast.show("Consider yourself warned.", title: "Warning", style: .warning)
    }

    static func configuration(viewController: UIViewController, retry: @escaping @MainActor () -> Void) {
        Toast.show(Toast("Sync failed", duration: .seconds(3), position: .bottom))
        Toast.show(Toast("Waiting for network…", duration: .indefinite))
        Toast.show(Toast("Could not sync", action: .init("Retry") { retry() }))
        Toast.show(Toast("Synced", coalescingKey: "sync"))
        Toast.show(Toast("Offline", style: .error, priority: .high))
        viewController.showToast("Saved")
        Toast.show("Saved") { ending in
            print("hidden:", ending.reason)
        }
    }

    static func hiding() {
        let handle = Toast.show("Uploading…", duration: .indefinite)
        handle.dismiss()
        Toast.dismissAll()
    }

    static func styleSettings() {
        var style = ToastStyle.standard
        style.behavior.position = .top
        style.behavior.swipeToDismiss = false
        style.behavior.haptic = .success
        style.colors.dim = ToastColor(white: 0, alpha: 0.3)
        style.geometry.avoidsKeyboard = true
        style.motion.show = .slide(from: .top, duration: 0.5, curve: .easeOut)
        Toast.show("Welcome", style: style)
    }
}

struct DemoMessage: Identifiable, Equatable {
    let title: String
    let body: String
    var id: String { title + body }
    /// What VoiceOver announces.
    var spoken: String { "\(title): \(body)" }
}

struct DemoMessageView: View {
    let message: DemoMessage

    var body: some View {
        VStack(alignment: .leading) {
            Text(message.title).font(.headline)
            Text(message.body)
        }
        .padding()
        .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 16))
    }
}

struct DemoView: View {
    @State private var message: DemoMessage?

    var body: some View {
        Button("Show message") {
            message = DemoMessage(title: "Demo", body: "SwiftUI forever!")
        }
        .toast(item: $message) { message in
            Toast(accessibilityLabel: message.spoken, position: .top) {
                DemoMessageView(message: message)
            }
        }
    }
}
#endif
