// swift-tools-version:6.0
import PackageDescription

/// Tools that live beside the library and are never part of an app's build: the `toastkit`
/// command (`simulate`, `render`, `gallery`, `movie`, `bench`), the Cairo/Pango renderer, and their tests.
let package = Package(
    name: "ToastKitTools",
    products: [
        .executable(name: "toastkit", targets: ["toastkit"])
    ],
    dependencies: [
        // Named, so the product reference below does not depend on the checkout's folder name.
        .package(name: "ToastKit", path: "..")
    ],
    targets: [
        .target(name: "ToastSimulation", dependencies: [.product(name: "ToastCore", package: "ToastKit")]),
        .systemLibrary(
            name: "CPangoCairo", pkgConfig: "pangocairo",
            providers: [.apt(["libpango1.0-dev", "libcairo2-dev", "pkg-config"])]),
        // Animated WebP (libwebp's muxer and demuxer) for the renderer's movies.
        .systemLibrary(
            name: "CImageCodecs", pkgConfig: "libwebpmux",
            providers: [.apt(["libwebp-dev"])]),
        // Per-pixel loops of the movie recorder and the PNG writer, in C for the compiler's
        // vectoriser; PNG files are compressed by libdeflate (Debian's libdeflate-dev, which
        // scripts/setup installs).
        .target(name: "CPixelKernels", linkerSettings: [.linkedLibrary("deflate")]),
        .target(
            name: "ToastRendering",
            dependencies: ["CPangoCairo", "CImageCodecs", "CPixelKernels", .product(name: "ToastCore", package: "ToastKit")]),
        // Counts heap allocations for `toastkit bench`; linked into the command only, never into
        // a test binary (sanitizers own the allocator there).
        .target(name: "CAllocationCounter"),
        .executableTarget(name: "toastkit", dependencies: ["ToastSimulation", "ToastRendering", "CAllocationCounter"]),
        // What both test targets share: the seeded random number generator, the library tests' own file (a link).
        .target(name: "ToolsTestSupport", path: "Tests/ToolsTestSupport"),
        .testTarget(name: "ToastSimulationTests", dependencies: ["ToastSimulation", "ToolsTestSupport"]),
        .testTarget(name: "ToastRenderingTests", dependencies: ["ToastRendering", "ToolsTestSupport"], exclude: ["__Snapshots__"]),
    ],
    swiftLanguageModes: [.v6]
)
