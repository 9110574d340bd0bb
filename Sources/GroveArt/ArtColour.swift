/// One colour of the art palette: a 24-bit RGB triple and the name an artist gave it.
public struct ArtColour: Sendable, Equatable {
    /// Red component, 0–255.
    public let red: UInt8
    /// Green component, 0–255.
    public let green: UInt8
    /// Blue component, 0–255.
    public let blue: UInt8
    /// The palette name, such as `leaf-green`; useful for themes and debugging.
    public let name: String

    /// Creates a colour from its components and name.
    public init(red: UInt8, green: UInt8, blue: UInt8, name: String) {
        self.red = red
        self.green = green
        self.blue = blue
        self.name = name
    }
}
