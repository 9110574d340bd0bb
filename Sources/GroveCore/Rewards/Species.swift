import GroveText
import GroveWords

/// The trees a person can plant.
public struct Species: Sendable, Hashable {
    /// Its id, the same in every language: in the data, in `--species`, in JSON.
    public let name: String
    public let unlock: SpeciesUnlock
    private let words: @Sendable () -> (name: String, oneTree: String)

    /// In the order a catalog lists them: the free ones first, then roughly as they come within reach.
    public static let catalog: [Species] = [
        Species(name: "oak", unlock: .free) { (Words.Species.oak, Words.Species.anOak) },
        Species(name: "pine", unlock: .free) { (Words.Species.pine, Words.Species.aPine) },
        Species(name: "cherry", unlock: .coins(250)) { (Words.Species.cherry, Words.Species.aCherry) },
        Species(name: "birch", unlock: .achievement("ten-trees")) { (Words.Species.birch, Words.Species.aBirch) },
        Species(name: "cactus", unlock: .coins(600)) { (Words.Species.cactus, Words.Species.aCactus) },
        Species(name: "maple", unlock: .coins(1200)) { (Words.Species.maple, Words.Species.aMaple) },
        Species(name: "willow", unlock: .achievement("streak-30")) { (Words.Species.willow, Words.Species.aWillow) },
        Species(name: "palm", unlock: .achievement("focus-100h")) { (Words.Species.palm, Words.Species.aPalm) },
    ]

    private init(name: String, unlock: SpeciesUnlock, words: @escaping @Sendable () -> (name: String, oneTree: String)) {
        self.name = name
        self.unlock = unlock
        self.words = words
    }

    /// Its name for people, in the language in use: "oak", "Eiche", "ナラ".
    public var displayName: String { words().name }

    /// One tree of it, as a sentence names one: "an oak", "eine Eiche".
    public var oneTree: String { words().oneTree }

    /// The name for people of the species `id`; an id this grove does not know (a newer grove's) as it is.
    public static func displayName(of id: String) -> String {
        named(id)?.displayName ?? PrintableText.escaped(id)
    }

    /// One tree of the species `id`, as a sentence names one: "an oak"; "an unknown tree (elm)" for an id this grove
    /// does not know.
    public static func oneTree(of id: String) -> String {
        named(id)?.oneTree ?? Words.Species.unknownTree(name: PrintableText.escaped(id))
    }

    public static func == (lhs: Species, rhs: Species) -> Bool { lhs.name == rhs.name }

    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    /// What a species name must be, said after a refused one.
    public static var rule: String { Words.Settings.speciesRule(names: catalog.map(\.name).joined(separator: ", ")) }

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
