import FoundationEssentials
import GroveCore
import GroveText
import GroveWords

/// One line of a device's `events.json`: a change to the shared record that is not a session (samples in ``DataLayout``).
/// Events apply in (`at`, `id`) order; one seen twice (a conflict copy) counts once by its `id`.
struct LogEvent: Equatable {
    enum Change: Equatable {
        /// Coins spent on a species.
        case unlock(species: String)
        /// A finished session's tag, species or note corrected (nil: unchanged).
        case edit(session: String, tag: String?, species: String?, note: String?)
        /// A finished session removed from the forest.
        case delete(session: String)
    }

    let id: String
    let at: Date
    let change: Change

    /// The order events apply in, the same on every device.
    static func order(_ first: LogEvent, _ second: LogEvent) -> Bool {
        (first.at, first.id) < (second.at, second.id)
    }
}

extension LogEvent: Codable {
    private enum CodingKeys: String, CodingKey {
        case at, id, kind, species, session, tag, note
    }

    /// The words `kind` is written as.
    private enum Kind: String, WordedValue {
        case unlock, edit, delete
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        func damaged(_ key: CodingKeys, _ problem: String) -> DecodingError {
            .dataCorruptedError(forKey: key, in: container, debugDescription: problem)
        }
        func checkSpecies(_ species: String?) throws {
            if let species, Species.named(species) == nil { throw damaged(.species, Words.Store.notASpecies(name: PrintableText.escaped(species))) }
        }
        id = try container.decode(String.self, forKey: .id)
        at = try container.decode(Date.self, forKey: .at)
        if let problem = SessionSanity.dateProblem(at) { throw damaged(.at, Words.Store.atDate(problem: problem)) }
        switch try container.decode(Kind.self, forKey: .kind) {
        case .unlock:
            let species = try container.decode(String.self, forKey: .species)
            try checkSpecies(species)
            change = .unlock(species: species)
        case .edit:
            for key in [CodingKeys.tag, .species, .note] where !container.contains(key) {
                throw DecodingError.keyNotFound(key, .init(codingPath: container.codingPath, debugDescription: "missing"))
            }
            let session = try container.decode(String.self, forKey: .session)
            let tag = try container.decode(String?.self, forKey: .tag)
            let species = try container.decode(String?.self, forKey: .species)
            let note = try container.decode(String?.self, forKey: .note)
            if let tag, SessionLabel(tag) == nil { throw damaged(.tag, SessionLabel.rule) }
            try checkSpecies(species)
            if let note, let problem = SessionSanity.noteProblem(note) { throw damaged(.note, problem) }
            change = .edit(session: session, tag: tag, species: species, note: note)
        case .delete:
            change = .delete(session: try container.decode(String.self, forKey: .session))
        }
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(at, forKey: .at)
        switch change {
        case .unlock(let species):
            try container.encode(Kind.unlock, forKey: .kind)
            try container.encode(species, forKey: .species)
        case .edit(let session, let tag, let species, let note):
            try container.encode(Kind.edit, forKey: .kind)
            try container.encode(session, forKey: .session)
            try container.encode(tag, forKey: .tag)
            try container.encode(species, forKey: .species)
            try container.encode(note, forKey: .note)
        case .delete(let session):
            try container.encode(Kind.delete, forKey: .kind)
            try container.encode(session, forKey: .session)
        }
    }
}
