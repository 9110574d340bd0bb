import GroveCore

/// What the open forest shows, as the loop read it from the history: kept apart from
/// `GameState` so comparing states stays cheap.
public enum ForestPage {
    /// The period's report, with the calendar its clock times are told in.
    case report(ForestReport, calendar: LocalCalendar)
    /// The history could not be read; why, in a line.
    case unreadable(String)
}
