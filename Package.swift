// swift-tools-version:6.0
import PackageDescription

/// ToastKit: transient messages for iOS, built on a platform-independent engine.
///
/// - `ToastCore`: the engine (state machine, stage, layout, transitions, styles, the classic
///   systems). Builds and is tested on Linux, and compiles as Embedded Swift.
/// - `ToastShellRules` (not a product): the decisions only the shells need, tested on Linux.
/// - `ToastKit`: the UIKit shell that carries out what the engine decides.
/// - `ToastSwiftUI`: the environment action and view modifiers for SwiftUI, on the same engine
///   and overlay as UIKit.
/// - `ToastKitClassic`: the four seed systems' APIs (`ToastUtil`, `UIWindow.showTips`,
///   `ShowMessageView`, `GKRToast`), drop-in for apps that used the Objective-C originals.
///
/// Command-line tools, the Linux renderer and benchmarks live in `Tools/`, a separate package,
/// so an app that adds ToastKit builds nothing else.
/// The Objective-C target's resources: its privacy manifest wherever it is built for Apple's
/// systems. On Linux the target compiles to nothing (`#if defined(__APPLE__)`), and SwiftPM would
/// give it a resource accessor in Objective-C that imports Foundation's Objective-C headers,
/// which Linux has not.
let objectiveCResources: [Resource] = {
    #if os(Linux)
    return []
    #else
    return [.copy("PrivacyInfo.xcprivacy")]
    #endif
}()

let package = Package(
    name: "ToastKit",
    // The language of the strings the code is written in; `Bundle.module` needs one to find a
    // target's localized resources.
    defaultLocalization: "en",
    platforms: [.iOS(.v16)],
    products: [
        .library(name: "ToastCore", targets: ["ToastCore"]),
        .library(name: "ToastKit", targets: ["ToastKit"]),
        .library(name: "ToastKitClassic", targets: ["ToastKitClassic", "ToastKitClassicObjC"]),
        .library(name: "ToastSwiftUI", targets: ["ToastSwiftUI"]),
    ],
    // Every library target ships a privacy manifest (PrivacyInfo.xcprivacy, copied to the top of
    // its resource bundle, where Xcode's privacy report finds it): no tracking, no collected data,
    // no required-reason API (README.md, "Privacy"; scripts/privacy-check checks the objects).
    targets: [
        .target(name: "ToastCore", resources: [.copy("PrivacyInfo.xcprivacy")]),
        // The rules only the shells follow (which scene, the waiting room, whose bars, the status
        // bar, the overlay, presenter claims, keyboard shortcuts, VoiceOver, the coordinators of
        // SwiftUI's modifiers), decided without UIKit and tested on Linux. Not a product: apps
        // never import it: its declarations are `package`, the shells' business alone. Its own
        // words for assistive technologies (ToastPhrase), in every language it ships:
        // Resources/<language>.lproj/ToastKit.strings.
        .target(name: "ToastShellRules", dependencies: ["ToastCore"], resources: [.process("Resources"), .copy("PrivacyInfo.xcprivacy")]),
        .target(name: "ToastKit", dependencies: ["ToastCore", "ToastShellRules"], resources: [.copy("PrivacyInfo.xcprivacy")]),
        .target(name: "ToastKitClassic", dependencies: ["ToastKit"], resources: [.copy("PrivacyInfo.xcprivacy")]),
        .target(name: "ToastSwiftUI", dependencies: ["ToastKit", "ToastShellRules"], resources: [.copy("PrivacyInfo.xcprivacy")]),
        // GKRToast must be subclassable from Objective-C, which Swift classes are not. No Swift
        // target depends on it: its +show: finds ToastKitClassic's presenter at run time.
        .target(name: "ToastKitClassicObjC", resources: objectiveCResources),
        .testTarget(name: "ToastCoreTests", dependencies: ["ToastCore", "ToastShellRules"]),
    ],
    swiftLanguageModes: [.v6]
)
