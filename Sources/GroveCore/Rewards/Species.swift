/// The trees a person can plant.
public struct Species: Sendable, Hashable {
    public let name: String
    public let unlock: SpeciesUnlock

    /// In the order a catalog lists them: the free ones first, then roughly as they come within reach.
    public static let catalog: [Species] = [
        Species(name: "oak", unlock: .free),
        Species(name: "pine", unlock: .free),
        Species(name: "cherry", unlock: .coins(250)),
        Species(name: "birch", unlock: .achievement("ten-trees")),
        Species(name: "cactus", unlock: .coins(600)),
        Species(name: "maple", unlock: .coins(1200)),
        Species(name: "willow", unlock: .achievement("streak-30")),
        Species(name: "palm", unlock: .achievement("focus-100h")),
    ]

    /// What a species name must be, said after a refused one.
    public static let rule = "is not a species; choose from \(catalog.map(\.name).joined(separator: ", "))"

    public static func named(_ name: String) -> Species? {
        catalog.first { $0.name == name }
    }

    /// The species a person means by `text`, in any case (`Palm` is the palm); what grove
    /// stored is read with ``named(_:)``, exactly as grove wrote it.
    public static func typed(_ text: String) -> Species? {
        catalog.first { $0.name == text.lowercased() }
    }

    public static func unlocked(by achievement: Achievement) -> [Species] {
        catalog.filter { $0.unlock == .achievement(achievement.id) }
    }
}
