/// What sits at a request's leading edge, as a shell writes and reads it: a symbol by name, or
/// a picture the shell keeps itself (ToastKit's `Toast.Icon.image`).
///
/// A request holds names only (``ToastContent/iconName``), so that the engine and the Linux
/// renderer never see a platform image; a picture still takes the icon's place in layout. This
/// type is the one place that knows how a picture is written into the name, so the shells match
/// on a case instead of comparing names.
///
/// ```swift
/// var content = ToastContent(message: "Avatar updated")
/// content.icon = .picture          // the view draws the picture it was given
/// content.icon == .symbol("star")  // false
/// ```
@_spi(Plumbing) public enum ToastRequestIcon: Equatable, Sendable {
    /// A symbol (an SF Symbol on Apple platforms), by name.
    case symbol(String)
    /// A picture the shell keeps with the toast.
    case picture

    /// The name a picture goes by in a request: an object replacement character, which no
    /// symbol's name contains.
    static let pictureName = "\u{FFFC}image"

    /// The icon a request's name stands for, or `nil` for none.
    public init?(iconName: String?) {
        switch iconName {
        case nil: return nil
        case Self.pictureName?: self = .picture
        case let name?: self = .symbol(name)
        }
    }

    /// The name the request holds for it.
    public var iconName: String {
        switch self {
        case .symbol(let name): name
        case .picture: Self.pictureName
        }
    }
}

extension ToastContent {
    /// The icon at the leading edge (``ToastContent/iconName``, read as a symbol or a picture),
    /// or `nil` for the style's default icon, if it has one.
    @_spi(Plumbing) public var icon: ToastRequestIcon? {
        get { ToastRequestIcon(iconName: iconName) }
        set { iconName = newValue?.iconName }
    }
}
