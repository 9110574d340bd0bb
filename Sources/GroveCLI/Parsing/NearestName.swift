import GroveWords

/// The names nearest to a mistyped one, as git suggests a command: by edit distance
/// (a transposed pair counts as one slip), and only when close enough to be a slip.
enum NearestName {
    /// The known names nearest to `typed`, as "; did you mean 'a'?" (or 'a' or 'b'), or "" when none is close.
    static func suggestion(for typed: String, among names: [String]) -> String {
        let nearest = self.nearest(to: typed, among: names).map { "'\($0)'" }
        guard let first = nearest.first else { return "" }
        return Words.Usage.didYouMean(names: nearest.dropFirst().reduce(first) { Words.Usage.eitherName(first: $0, second: $1) })
    }

    /// The names at the smallest distance from `typed`, when it is at most 2 and at most half
    /// of what was typed (without an option's dashes): `plnat` finds `plant`, `x` finds nothing.
    static func nearest(to typed: String, among names: [String]) -> [String] {
        let core = Array(typed.drop { $0 == "-" })
        let allowed = min(2, core.count / 2)
        guard allowed > 0 else { return [] }
        let scored = names.filter { $0 != typed }.map { (name: $0, distance: distance(Array(typed), Array($0))) }
        guard let best = scored.map(\.distance).min(), best <= allowed else { return [] }
        var seen: Set<String> = []
        return scored.filter { $0.distance == best && seen.insert($0.name).inserted }.map(\.name)
    }

    /// Insertions, deletions, substitutions and swaps of neighbours that turn `a` into `b`
    /// (the optimal string alignment distance).
    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var beforeLast = [Int](repeating: 0, count: b.count + 1)
        var last = Array(0...b.count)
        for i in 1...a.count {
            var row = [i] + [Int](repeating: 0, count: b.count)
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                row[j] = min(last[j] + 1, row[j - 1] + 1, last[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    row[j] = min(row[j], beforeLast[j - 2] + 1)
                }
            }
            (beforeLast, last) = (last, row)
        }
        return last[b.count]
    }
}
