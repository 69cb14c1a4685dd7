// swift-tools-version:6.0
import PackageDescription

/// Tools that live beside the library and are never part of an app's build: the `toastkit`
/// command (`simulate`, `render`, `gallery`, `movie`, `bench`), the Cairo/Pango renderer, and their tests.
///
/// The tools compile the library's engine as a target of their own (`Sources/ToastCore` links to
/// `../Sources/ToastCore`), so they reach its plumbing (the engine, the loop, the stage) through
/// `package` access, as the library's shells do, and the engine has no `@_spi` door for them.
let package = Package(
    name: "ToastKitTools",
    products: [
        .executable(name: "toastkit", targets: ["toastkit"])
    ],
    targets: [
        // The library's privacy manifest and documentation are the library's; the tools build the code.
        .target(name: "ToastCore", exclude: ["PrivacyInfo.xcprivacy", "ToastCore.docc"]),
        .target(name: "ToastSimulation", dependencies: ["ToastCore"]),
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
            dependencies: ["CPangoCairo", "CImageCodecs", "CPixelKernels", "ToastCore", "ToastSimulation"]),
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
