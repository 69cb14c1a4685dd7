// The UIKit shell. Everything it decides comes from ToastCore, which it re-exports so that
// `import ToastKit` is all an app writes.
@_exported import ToastCore
