/// The grove species most like each Forest tree type, in its exports' languages, matched by words (`Cherry Blossom`,
/// `Kirschblüte`, `Big Cactus`); what matches nothing, or names no tree, bush or flower, gets the configured default species.
enum ForestTreeTypes {
    /// The species for `treeType`, or nil when it names no tree or no word of it is known.
    static func species(for treeType: String) -> String? {
        let words = treeType.lowercased().split { !$0.isLetter }.map(String.init)
        guard !noTrees.contains(where: { matches($0, words) }) else { return nil }
        return table.first { _, keywords in keywords.contains { matches($0, words) } }?.species
    }

    /// A keyword names a whole word; from four letters also a word's start (`pines`), and from
    /// five anywhere in a word, for German compounds (`Trauerweide`, `Weißtanne`).
    private static func matches(_ keyword: String, _ words: [String]) -> Bool {
        words.contains { word in
            word == keyword || (keyword.count >= 4 && word.hasPrefix(keyword)) || (keyword.count >= 5 && word.contains(keyword))
        }
    }

    /// Words of types that are no tree though they name one (`Lemon Cake`, `Cherry Cheesecake`).
    private static let noTrees = ["cake", "cheesecake", "kuchen", "torte"]

    /// Checked in this order, so `Coconut Tree` is a palm before anything else can claim it and `Pineapple` is not a pine.
    /// The README shows this table; the Forest app's Chinese names are those of types it has not yet translated.
    static let table: [(species: String, keywords: [String])] = [
        ("cactus", [
            "cactus", "kaktus", "cacto", "kaktee", "succulent", "sukkulente", "aloe", "epiphyllum", "kalanchoe", "長壽花",
            // Bear's Paw, a succulent.
            "paw",
        ]),
        ("palm", [
            "palm", "coco", "kokos", "banana", "banane", "bananier", "pineapple", "ananas", "bamboo", "bambus", "bambou", "bambú",
            "monstera", "fern", "farn", "鹿角蕨",
        ]),
        ("cherry", [
            "cherry", "kirsch", "cerisier", "cerezo", "cerejeira", "ciliegio", "sakura", "blossom", "blüte", "plum", "pflaume",
            "peach", "pfirsich", "apricot", "aprikose", "aoricot", "wisteria", "glyzinie", "glycine", "magnolia", "magnolie",
            "flower", "blume", "fleur", "flor", "rose", "tulip", "tulpe", "lavender", "lavendel", "hydrangea", "hortensie",
            "lily", "lilie", "lotus", "camellia", "kamelie", "carnation", "nelke", "narcissus", "narzisse", "daffodil",
            "geranium", "geranie", "cosmos", "orchid", "orchidee", "oncidium", "rafflesia", "lisianthus", "iris", "poppy", "mohn",
            "cyclamen", "snapdragon", "hyacinth", "dahlia", "calendula", "azalea", "paradise", "chrysanthemum", "hibiscus",
            "天堂鳥", "杜鵑花", "月季", "石蒜", "菊花", "芙蓉",
        ]),
        ("maple", ["maple", "ahorn", "érable", "erable", "arce", "acero", "ginkgo", "gingko"]),
        ("birch", ["birch", "birke", "bouleau", "abedul", "betulla", "aspen"]),
        ("willow", ["willow", "weide", "saule", "sauce", "salice", "salgueiro"]),
        ("pine", [
            "pine", "pin", "pino", "kiefer", "pinheiro", "sapin", "tanne", "fir", "spruce", "fichte", "abeto", "cedar", "zeder",
            "cèdre", "cedre", "cedro", "christmas", "weihnacht", "noël", "navidad", "redwood", "sequoia", "mammutbaum", "cypress",
            "zypresse", "cyprès", "ciprés", "larch", "lärche", "juniper", "wacholder", "yew", "eibe", "conifer", "konifere",
        ]),
        ("oak", [
            "oak", "eiche", "chêne", "chene", "roble", "quercia", "carvalho", "bush", "busch", "strauch", "buisson", "arbusto",
            "baobab", "affenbrotbaum", "lemon", "zitrone", "citron", "limón", "limon", "lime", "orange", "tangerine", "mandarin",
            "apple", "apfel", "pomme", "manzano", "pear", "birne", "olive", "oliv", "fig", "feige", "beech", "buche", "linden",
            "linde", "chestnut", "kastanie", "walnut", "walnuss", "elm", "ulme", "bonsai", "banyan", "mango", "avocado",
            "pomegranate", "granatapfel", "jacaranda", "trumpet", "osmanthus", "eucalyptus", "eukalyptus", "flame", "poinciana",
            "鳳凰木", "彩虹桉",
            // Trees holding something, and the trees of customs: their look is a broadleaf tree's.
            "treehouse", "baumhaus", "nest", "triplets", "drilling", "wishing", "money",
        ]),
    ]
}
