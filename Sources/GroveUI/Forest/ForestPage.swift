import GroveCore

/// What the open forest shows for the state's period, as the loop read it
/// from the history: kept apart from `GameState` so comparing states stays
/// cheap and the history is read only when the period or the history changes.
public enum ForestPage {
    /// The period's report, with the calendar its clock times are told in.
    case report(ForestReport, calendar: LocalCalendar)
    /// The history could not be read; why, in a line.
    case unreadable(String)
}
