/// One colour of the art palette: a 24-bit RGB triple and the name an artist gave it.
public struct ArtColour: Sendable, Equatable {
    public let red: UInt8
    public let green: UInt8
    public let blue: UInt8
    /// The palette name, such as `leaf-green`.
    public let name: String
}
