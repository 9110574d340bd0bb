/// The trees a person can plant.
public struct Species: Sendable, Hashable {
    public let name: String
    /// What unlocking it costs, in coins; 0 for the ones everyone starts with.
    public let price: Int

    /// Every species, in the order a catalog lists them (cheapest first).
    public static let catalog: [Species] = [
        Species(name: "oak", price: 0),
        Species(name: "pine", price: 0),
        Species(name: "cherry", price: 250),
        Species(name: "cactus", price: 600),
    ]

    /// The species called `name`, if grove knows it.
    public static func named(_ name: String) -> Species? {
        catalog.first { $0.name == name }
    }

    public var isFree: Bool { price == 0 }
}
