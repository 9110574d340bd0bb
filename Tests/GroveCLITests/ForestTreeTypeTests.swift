@testable import GroveCLI
import Testing

/// Every tree type the Forest app has had, by the names its exports carry (each of the app's names over the years; the
/// latest, not yet translated, in Chinese), with the species the README's table promises for it.
@Suite("Forest's tree types")
struct ForestTreeTypeTests {
    /// Types that are no tree, bush or flower (cakes, animals, things, grass, spirits) are `nil`: the configured default.
    static let catalogue: [(type: String, species: String?)] = [
        ("Cedar", "pine"), ("Flower Tree", "cherry"), ("Treehouse", "oak"), ("Nest", "oak"), ("Lemon Tree", "oak"),
        ("Triplets", "oak"), ("Bush", "oak"), ("Octopus", nil), ("Cherry Blossom", "cherry"), ("Coconut Tree", "palm"),
        ("Kitty", nil), ("Cat Tree", nil), ("Flourishing Grass", nil), ("Grass", nil), ("Chinese Pine Tree", "pine"),
        ("Pine Tree", "pine"), ("Ball Cactus", "cactus"), ("Cactus Ball", "cactus"), ("Pumpkin", nil), ("Scarecrow", nil),
        ("Christmas Tree", "pine"), ("Christmas Tree 2016", "pine"), ("Old Chinese Bamboo", "palm"), ("Mushroom", nil),
        ("Cactus", "cactus"), ("Ginkgo Tree", "maple"), ("Wisteria Tree", "cherry"), ("Watermelon", nil), ("Bamboo", "palm"),
        ("Candy Tree", nil), ("Sunflower", "cherry"), ("Rose", "cherry"), ("Maple Tree", "maple"), ("Baobab Tree", "oak"),
        ("Rafflesia", "cherry"), ("Banana Tree", "palm"), ("Chinese Bamboo", "palm"), ("Earth Day Tree", nil),
        ("Earth Bush", "oak"), ("Carnation", "cherry"), ("Apple Tree", "oak"), ("Starry Tree", nil), ("Star Tree", nil),
        ("Cuckoo Clock", nil), ("Time Tree", nil), ("Moon Tree", nil), ("Rainbow Flower", "cherry"), ("Ghost Mushroom", nil),
        ("Blue Oak Tree", "oak"), ("Oak Tree", "oak"), ("Green Oak Tree", "oak"), ("Pink Oak Tree", "oak"),
        ("Yellow Oak Tree", "oak"), ("Purple Oak Tree", "oak"), ("Cat-tail Willow", "willow"), ("Blue Flower", "cherry"),
        ("Small Blue Flower", "cherry"), ("Star Coral", nil), ("Chocolate Strawberry Cake", nil),
        ("Strawberry Chocolate cake", nil), ("Cherry Cheese Cake", nil), ("Cherry Cheesecake", nil), ("Tiramisu", nil),
        ("Matcha Azuki Cake", nil), ("Mocha Redbean Cake", nil), ("Lemon Cake", nil), ("Black Forest Cake", nil),
        ("Blueberry Cake", nil), ("Strawberry Chiffon Cake", nil), ("Cake Tree", nil), ("Birthday 2019 Cake Tree", nil),
        ("Doggo Tree", nil), ("Doggy Tree", nil), ("Bear's Paw", "cactus"), ("Starburst Tree", nil),
        ("StarBurst Flower", "cherry"), ("Unicorn Tree", nil), ("Unicorn", nil), ("Space Tree", nil), ("Universe Tree", nil),
        ("Celestial Tree", nil), ("Weeping Willow", "willow"), ("Four-Leaf Clover", nil), ("Clover", nil),
        ("Forest Spirit", nil), ("Eco Tree", nil), ("6th Anniversary Cake Tree", nil), ("Birthday 2020 Tree", nil),
        ("Water Spirit", nil), ("Aqua Tree", nil), ("Sundae Tree", nil), ("Lover Tree", nil), ("Pear Tree House", "oak"),
        ("Witch Mushroom", nil), ("Lily Flower", "cherry"), ("Lily Tree", "cherry"), ("Twilight Guardian", nil),
        ("Christmas Tree 2020", "pine"), ("Tulip", "cherry"), ("Plum Blossom", "cherry"), ("Camellia", "cherry"),
        ("Luminie", nil), ("7th Anniversary Cake Tree", nil), ("Birthday 2021", nil), ("Lavender", "cherry"), ("Rice", nil),
        ("Statue of Tada", nil), ("Golden Wings", nil), ("Osmanthus", "oak"), ("Cosmos", "cherry"), ("Wishing Tree", "oak"),
        ("Lantern Flower", "cherry"), ("Narcissus", "cherry"), ("#tinytan 1", nil), ("#tinytan 7", nil),
        ("8th Anniversary Cake Tree", nil), ("Birthday 2022 Tree", nil), ("Lotus", "cherry"), ("Tangerine Tree", "oak"),
        ("Tangerine", "oak"), ("Golden Trumpet Tree", "oak"), ("9th Anniversary Cake Tree", nil), ("Birthday 2023", nil),
        ("Jacaranda", "oak"), ("Geranium", "cherry"), ("10th anniversary cake tree", nil), ("Jacaranda fairy", "oak"),
        ("Geraniums fairy", "cherry"), ("Monstera", "palm"), ("Mooncake Tree", nil), ("Cloud Moon Tree", nil),
        ("Spooky Tree", nil), ("Snowflake Bush", "oak"), ("Christmas Tree 2024", "pine"), ("Mistletoe", nil),
        ("Calla Lily", "cherry"), ("Wishing Flower", "cherry"), ("Butterfly Orchid", "cherry"), ("Lisianthus", "cherry"),
        ("White Rose", "cherry"), ("Irises", "cherry"), ("Money Tree", "oak"), ("Gold Ingot Succulents", "cactus"),
        ("Corn Poppy", "cherry"), ("Juliet Rose", "cherry"), ("Cyclamen", "cherry"), ("Bell Flower", "cherry"),
        ("Oncidium", "cherry"), ("Epiphyllum", "cactus"), ("Common Aoricot", "cherry"), ("Snapdragon", "cherry"),
        ("Hyacinth", "cherry"), ("Dahlia", "cherry"), ("Calendula", "cherry"), ("2025 EarthDay", nil),
        ("2025 Birthday\t", nil), ("鹿角蕨", "palm"), ("天堂鳥", "cherry"), ("杜鵑花", "cherry"), ("月季", "cherry"),
        ("石蒜", "cherry"), ("長壽花", "cactus"), ("菊花", "cherry"), ("芙蓉", "cherry"), ("鳳凰木", "oak"), ("彩虹桉", "oak"),
        ("補蠅草", nil),
    ]

    @Test func everyTreeBushAndFlowerOfForestGetsTheSpeciesTheREADMEPromises() {
        let wrong = Self.catalogue.filter { ForestTreeTypes.species(for: $0.type) != $0.species }
            .map { "\($0.type): \(ForestTreeTypes.species(for: $0.type) ?? "the default"), not \($0.species ?? "the default")" }
        #expect(wrong.isEmpty, "\(wrong.joined(separator: "\n"))")
    }

    /// The English names the app is likely to give its newest types, and the plural an export wrote.
    @Test(arguments: [
        ("Geraniums", "cherry"), ("Lily", "cherry"), ("Staghorn Fern", "palm"), ("Bird of Paradise", "cherry"),
        ("Azalea", "cherry"), ("Chinese Rose", "cherry"), ("Red Spider Lily", "cherry"), ("Kalanchoe", "cactus"),
        ("Chrysanthemum", "cherry"), ("Hibiscus", "cherry"), ("Flame Tree", "oak"), ("Rainbow Eucalyptus", "oak"),
        ("Common Apricot", "cherry"),
    ])
    func otherNamesOfTheNewestTypesAreKnownToo(type: String, species: String) {
        #expect(ForestTreeTypes.species(for: type) == species)
    }
}
