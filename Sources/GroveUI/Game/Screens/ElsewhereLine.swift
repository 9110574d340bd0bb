import GroveCore
import GroveText

/// A session growing elsewhere: "a pine is growing on laptop · 24:59 left", narrower "pine on laptop · 24:59"; past its
/// end "a pine ended on laptop · not yet synced" or "pine ended on laptop". Never cut: nothing when even that is too wide.
enum ElsewhereLine {
    /// The line for the first of `sessions` within `width` columns; nil when there is none or it cannot fit.
    static func text(_ sessions: [GameState.Elsewhere], width: Int) -> String? {
        guard let other = sessions.first else { return nil }
        // A data folder synchronised from elsewhere may hold anything: shown escaped.
        let device = PrintableText.escaped(other.device)
        let what = other.kind == .focus ? PrintableText.escaped(other.species) : "break"
        let clock = TimeText.clock(Double(other.clockSeconds), mode: other.mode)
        if other.hasEnded {
            let long = "\(IndefiniteArticle.before(what)) \(what) ended on \(device) · not yet synced"
            return [long, "\(what) ended on \(device)"].first { DisplayWidth.columns(of: $0) <= width - 2 }
        }
        let doing = other.kind == .focus ? "is growing" : "is taken"
        let state = other.isPaused ? "paused" : "\(IndefiniteArticle.before(what)) \(what) \(doing)"
        let long = "\(state) on \(device) · \(clock) \(other.mode == .open ? "so far" : "left")"
        let short = "\(other.isPaused ? "paused" : what) on \(device) · \(clock)"
        return [long, short].first { DisplayWidth.columns(of: $0) <= width - 2 }
    }
}
