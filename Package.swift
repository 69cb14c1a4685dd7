// swift-tools-version:6.0
import PackageDescription

/// ToastKit: transient messages for iOS, built on a platform-independent engine.
///
/// - `ToastCore`: the engine (state machine, layout, transitions, styles). Foundation only;
///   builds and is tested on Linux.
/// - `ToastKit`: the UIKit shell that carries out what the engine decides.
///
/// Command-line tools, the Linux renderer and benchmarks live in `Tools/`, a separate package,
/// so an app that adds ToastKit builds nothing else.
let package = Package(
    name: "ToastKit",
    platforms: [.iOS(.v16)],
    products: [
        .library(name: "ToastCore", targets: ["ToastCore"]),
        .library(name: "ToastKit", targets: ["ToastKit"]),
    ],
    targets: [
        .target(name: "ToastCore"),
        .target(name: "ToastKit", dependencies: ["ToastCore"]),
        .testTarget(name: "ToastCoreTests", dependencies: ["ToastCore"]),
    ],
    swiftLanguageModes: [.v6]
)
