#if hasFeature(Embedded)
// Embedded Swift (the WebAssembly playground's build) has no Foundation; the C library's libm,
// linked in from wasi-libc, has the same functions under their C names.
@_extern(c, "exp") private func cExp(_ x: Double) -> Double
@_extern(c, "log") private func cLog(_ x: Double) -> Double
@_extern(c, "sin") private func cSin(_ x: Double) -> Double
@_extern(c, "cos") private func cCos(_ x: Double) -> Double
@_extern(c, "pow") private func cPow(_ x: Double, _ y: Double) -> Double
#else
import Foundation
#endif

/// The elementary functions ToastCore needs (springs, colour science), in one place for every
/// build: Foundation's where there is Foundation, the C library's in Embedded Swift.
///
/// Both are the platform's C library (glibc, Apple's, or wasi-libc's musl), whose results may
/// differ in the last bit between them: a spring sampled in the WebAssembly playground can differ
/// from a device's by that much, far below the three decimals the harness prints.
///
/// ```swift
/// let envelope = ToastMath.exp(-zeta * omega * t)
/// ```
enum ToastMath {
    /// *e* raised to `x`.
    static func exp(_ x: Double) -> Double {
        #if hasFeature(Embedded)
        cExp(x)
        #else
        Foundation.exp(x)
        #endif
    }

    /// The natural logarithm of `x`.
    static func log(_ x: Double) -> Double {
        #if hasFeature(Embedded)
        cLog(x)
        #else
        Foundation.log(x)
        #endif
    }

    /// The sine of `x` radians.
    static func sin(_ x: Double) -> Double {
        #if hasFeature(Embedded)
        cSin(x)
        #else
        Foundation.sin(x)
        #endif
    }

    /// The cosine of `x` radians.
    static func cos(_ x: Double) -> Double {
        #if hasFeature(Embedded)
        cCos(x)
        #else
        Foundation.cos(x)
        #endif
    }

    /// `x` raised to `y`.
    static func pow(_ x: Double, _ y: Double) -> Double {
        #if hasFeature(Embedded)
        cPow(x, y)
        #else
        Foundation.pow(x, y)
        #endif
    }
}
