// swift-tools-version:6.0
import PackageDescription

/// The code of the documentation articles (`Sources/*/*.docc`), one file per article, so that
/// every example a reader copies compiles: `make ios-check` compiles this package against the iOS
/// SDK, and `scripts/check-doc-snippets` fails if an article's code block is not found here
/// word for word. Not part of the library.
let package = Package(
    name: "DocSnippets",
    platforms: [.iOS(.v16)],
    dependencies: [.package(name: "ToastKit", path: "../..")],
    targets: [
        .target(
            name: "DocSnippets",
            dependencies: [
                .product(name: "ToastKit", package: "ToastKit"),
                .product(name: "ToastSwiftUI", package: "ToastKit"),
                .product(name: "ToastKitClassic", package: "ToastKit"),
            ])
    ],
    swiftLanguageModes: [.v6]
)
