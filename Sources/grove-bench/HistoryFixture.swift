import Foundation
import GroveCore
import GroveStore

/// Fills a data folder with a realistic history: sessions spread over years,
/// mostly grown, some withered, several tags and species.
enum HistoryFixture {
    /// The device the fixture's sessions are recorded on, and grove runs as.
    static let device = "bench"

    static func make(folder: String, sessions count: Int) throws {
        let store = JSONSessionStore(folder: folder, device: device)
        let tags = ["code", "write", "read", "study", "email", "design"]
        let species = Species.catalog.map(\.name)
        let end = Date()
        // A session every half hour around the clock: 30,000 span about 20 months.
        let spacing: TimeInterval = 1800
        var batch: [FinishedSession] = []
        batch.reserveCapacity(min(count, 50_000))
        for index in 0..<count {
            let started = end.addingTimeInterval(-Double(count - index) * spacing)
            let withered = index % 9 == 0
            batch.append(FinishedSession(
                id: "bench-\(index)", kind: .focus, state: withered ? .abandoned : .completed, startedAt: started,
                endedAt: started.addingTimeInterval(withered ? 600 : 1500), plannedSeconds: 1500,
                focusedSeconds: withered ? 600 : 1500, pausedSeconds: 0, tag: tags[index % tags.count],
                species: species[index % species.count], speed: .normal))
            if batch.count == 50_000 {
                let chunk = batch
                try store.update { _, finished in finished = chunk }
                batch.removeAll(keepingCapacity: true)
            }
        }
        let rest = batch
        if !rest.isEmpty { try store.update { _, finished in finished = rest } }
    }
}
