extension FinishedSession {
    /// The order of the history, the same in every repository: oldest first; the id breaks
    /// ties so the order never depends on how sessions arrived.
    public static func historyOrder(_ first: FinishedSession, _ second: FinishedSession) -> Bool {
        (first.startedAt, first.id) < (second.startedAt, second.id)
    }

    /// Compares fields in place rather than whole sessions, which would copy each one.
    public static func isInHistoryOrder(_ sessions: [FinishedSession]) -> Bool {
        for index in sessions.indices.dropFirst() {
            let earlier = sessions[index - 1].startedAt, later = sessions[index].startedAt
            if later < earlier || (later == earlier && sessions[index].id < sessions[index - 1].id) { return false }
        }
        return true
    }
}
