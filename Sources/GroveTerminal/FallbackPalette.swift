/// The entries a terminal without 24-bit colour draws from, and the rule picking a 24-bit colour's fallback. The nearest by
/// RGB is often a grey (the 256 cube has few muted greens and browns), so a colour gets a coloured entry, a grey a grey one:
/// the nearest in OKLab, where chroma lost counts twice chroma gained (paler looks greyed), and hue drift past `hueTolerance`
/// costs `hueWeight` times its distance at the colour's chroma, or at `mutedChroma` for a muted one (a brown's hue matters).
struct FallbackPalette: Sendable {
    private struct Entry: Sendable {
        let index: UInt8
        let colour: OKLab
        let chroma: Double
        let hue: Double
    }

    /// Under this chroma a colour reads as grey.
    static let greyChroma = 0.04
    static let hueTolerance = 10.0
    static let hueWeight = 8.0
    static let mutedChroma = 0.1

    /// Entries 16–255 of the 256 palette. Entries 0–15 are left out: terminals theme
    /// them freely, so their real colour is unknown.
    static let xterm256 = FallbackPalette(indexes: 16...255)

    /// The 16 basic colours as xterm draws them by default.
    static let basic16 = FallbackPalette(indexes: 0...15)

    private let greys: [Entry]
    private let colours: [Entry]

    private init(indexes: ClosedRange<UInt8>) {
        let entries = indexes.map { index in
            let (red, green, blue) = TerminalColor.components(of256: index)
            let colour = OKLab(red: red, green: green, blue: blue)
            return Entry(index: index, colour: colour, chroma: colour.chroma, hue: colour.hue)
        }
        greys = entries.filter { $0.chroma < Self.greyChroma }
        colours = entries.filter { $0.chroma >= Self.greyChroma }
    }

    /// The index of the entry a 24-bit colour falls back to.
    func entry(red: UInt8, green: UInt8, blue: UInt8) -> UInt8 {
        let colour = OKLab(red: red, green: green, blue: blue)
        let chroma = colour.chroma
        guard chroma >= Self.greyChroma else {
            return nearest(in: greys) { Self.squaredDistance(colour, $0.colour) }
        }
        let hue = colour.hue
        let driftScale = Self.hueWeight * max(chroma, Self.mutedChroma) * .pi / 180
        return nearest(in: colours) { entry in
            // The distance holds the chroma lost once; three more make it count double.
            let lost = max(0, chroma - entry.chroma)
            let drift = max(0, OKLab.degreesApart(entry.hue, hue) - Self.hueTolerance) * driftScale
            return Self.squaredDistance(colour, entry.colour) + 3 * lost * lost + drift * drift
        }
    }

    private static func squaredDistance(_ one: OKLab, _ other: OKLab) -> Double {
        let dL = one.lightness - other.lightness, da = one.a - other.a, db = one.b - other.b
        return dL * dL + da * da + db * db
    }

    /// The first of the entries nearest by `distance`.
    private func nearest(in entries: [Entry], by distance: (Entry) -> Double) -> UInt8 {
        var best = (index: entries.first?.index ?? 0, distance: Double.infinity)
        for entry in entries {
            let entryDistance = distance(entry)
            if entryDistance < best.distance { best = (entry.index, entryDistance) }
        }
        return best.index
    }
}
