// swift-tools-version:6.0
import PackageDescription

/// Tools that live beside the library and are never part of an app's build: the `toastkit`
/// command (`simulate`, later `render` and `gallery`) and what it is built from.
let package = Package(
    name: "ToastKitTools",
    products: [
        .executable(name: "toastkit", targets: ["toastkit"]),
    ],
    dependencies: [
        // Named, so the product reference below does not depend on the checkout's folder name.
        .package(name: "ToastKit", path: ".."),
    ],
    targets: [
        .target(name: "ToastSimulation", dependencies: [.product(name: "ToastCore", package: "ToastKit")]),
        .executableTarget(name: "toastkit", dependencies: ["ToastSimulation"]),
        .testTarget(name: "ToastSimulationTests", dependencies: ["ToastSimulation"]),
    ],
    swiftLanguageModes: [.v6]
)
