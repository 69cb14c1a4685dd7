// swift-tools-version:6.0
import PackageDescription

/// ToastKit: transient messages for iOS, built on a platform-independent engine.
///
/// - `ToastCore`: the engine (state machine, layout, transitions, styles). Foundation only;
///   builds and is tested on Linux.
/// - `ToastKit`: the UIKit shell that carries out what the engine decides.
/// - `ToastSwiftUI`: the environment action and view modifiers for SwiftUI, on the same engine
///   and overlay as UIKit.
/// - `ToastKitClassic`: the four seed systems' APIs (`ToastUtil`, `UIWindow.showTips`,
///   `ShowMessageView`, `GKRToast`), drop-in for apps that used the Objective-C originals.
///
/// Command-line tools, the Linux renderer and benchmarks live in `Tools/`, a separate package,
/// so an app that adds ToastKit builds nothing else.
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
    targets: [
        // ToastCore's own words for assistive technologies (ToastPhrase), in every language it
        // ships: Resources/<language>.lproj/ToastKit.strings.
        .target(name: "ToastCore", resources: [.process("Resources")]),
        .target(name: "ToastKit", dependencies: ["ToastCore"]),
        .target(name: "ToastKitClassic", dependencies: ["ToastKit"]),
        .target(name: "ToastSwiftUI", dependencies: ["ToastKit"]),
        // GKRToast must be subclassable from Objective-C, which Swift classes are not. No Swift
        // target depends on it: its +show: finds ToastKitClassic's presenter at run time.
        .target(name: "ToastKitClassicObjC"),
        .testTarget(name: "ToastCoreTests", dependencies: ["ToastCore"]),
    ],
    swiftLanguageModes: [.v6]
)
