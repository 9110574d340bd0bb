import FoundationEssentials
import GroveCore
import GroveText
import GroveWords

/// `timew export`'s intervals: a closed one is a grown focus session at speed 1 (kept whole past 180 minutes, its note
/// saying so), an open one is skipped and counted. The first tag is the tag; the rest and the annotation are the note.
enum TimewarriorImport {
    /// Whether `first`, the first element of a JSON array, is a timewarrior interval.
    static func recognises(_ first: JSONValue) -> Bool {
        guard case .object(let fields) = first else { return false }
        return fields["start"] != nil && fields[SessionField.startedAt.rawValue] == nil
    }

    /// The closed intervals as sessions, and how many were still open.
    static func records(in data: Data, settings: GroveSettings) throws(ImportProblem) -> (records: [ImportedRecord], open: Int) {
        let elements: [ImportedElement<Interval>]
        do {
            elements = try JSONFormat.decoder().decode([ImportedElement<Interval>].self, from: data)
        } catch {
            throw .failure(Words.Importing.timewarriorNotJSON)
        }
        let records = try elements.enumerated().map { (index, element) throws(ImportProblem) -> ImportedRecord? in
            let name = Words.Importing.record(record: "\(index + 1)")
            let interval = try element.get(named: name, in: data)
            guard let start = ForeignTime.iso8601(interval.start) else { throw unreadable(name, field: "start", interval.start) }
            guard let endText = interval.end else { return nil }
            guard let end = ForeignTime.iso8601(endText) else { throw unreadable(name, field: "end", endText) }
            guard end >= start else {
                throw .failure(Words.Importing.timewarriorEndBeforeStart(
                    record: name, end: PrintableText.escaped(endText), start: PrintableText.escaped(interval.start)))
            }
            let tags = interval.tags ?? []
            let length = end.timeIntervalSince(start)
            let whole = length > Double(GroveSettings.minuteRange.upperBound) * 60
                ? "kept whole from timewarrior: \(TimeText.amount(length))" : ""
            let session = ForeignSession.focus(
                source: "timewarrior", start: start, end: end, grown: true,
                tag: tags.first.map { ImportedText.tag($0, defaultTag: settings.defaultTag) } ?? settings.defaultTag,
                species: settings.defaultSpecies,
                note: ImportedText.note([whole, tags.dropFirst().joined(separator: " "), interval.annotation ?? ""]))
            return ImportedRecord(name: name, session: session)
        }.compactMap { $0 }
        return (records, elements.count - records.count)
    }

    /// The time `text` of the interval's `field` (its name in the export) is none timewarrior writes.
    private static func unreadable(_ record: String, field: String, _ text: String) -> ImportProblem {
        .failure(Words.Importing.timewarriorTime(record: record, field: field, value: PrintableText.escaped(text)))
    }

    /// One interval as `timew export` writes it; other fields are left alone.
    private struct Interval: Decodable {
        let start: String
        let end: String?
        let tags: [String]?
        let annotation: String?
    }
}
