import GroveCore

/// The edits and deletions the events record, folded into what each session ends up as.
/// An edit or deletion of a session no file holds yet (its month not synchronised) waits, applying once it arrives.
struct Amendments {
    private var deleted: Set<String> = []
    private var edits: [String: (tag: String?, species: String?, note: String?)] = [:]

    /// The amendments in `events`, which are in the order they apply.
    init(_ events: [LogEvent]) {
        for event in events {
            switch event.change {
            case .unlock:
                break
            case .delete(let session):
                deleted.insert(session)
            case .edit(let session, let tag, let species, let note):
                let earlier = edits[session]
                edits[session] = (tag ?? earlier?.tag, species ?? earlier?.species, note ?? earlier?.note)
            }
        }
    }

    /// Whether the session `id` has been deleted.
    func deletes(_ id: String) -> Bool { deleted.contains(id) }

    func apply(to sessions: [FinishedSession]) -> [FinishedSession] {
        guard !deleted.isEmpty || !edits.isEmpty else { return sessions }
        return sessions.compactMap { session in
            if deleted.contains(session.id) { return nil }
            guard let edit = edits[session.id] else { return session }
            return session.relabelled(tag: edit.tag, species: edit.species, note: edit.note)
        }
    }
}
