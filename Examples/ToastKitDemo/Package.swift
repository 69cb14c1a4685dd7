// swift-tools-version:6.0
import PackageDescription

/// A small iOS app that uses every public entry point of ToastKit. It is compiled against the iOS
/// SDK (`shared/tools/ios-sdk`) to prove the API is usable from an app; it is not part of the
/// library.
let package = Package(
    name: "ToastKitDemo",
    platforms: [.iOS(.v16)],
    dependencies: [.package(name: "ToastKit", path: "../..")],
    targets: [
        .executableTarget(
            name: "ToastKitDemo",
            dependencies: [
                .product(name: "ToastKit", package: "ToastKit"),
                .product(name: "ToastSwiftUI", package: "ToastKit"),
                .product(name: "ToastKitClassic", package: "ToastKit"),
            ])
    ],
    swiftLanguageModes: [.v6]
)
