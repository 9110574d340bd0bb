import Foundation
import GroveCore
import GroveStore
import GroveSystem

/// Fills a data folder with a realistic history: sessions over years, mostly grown, some withered, several tags and species.
/// The newest ``recent`` are the same at every size (four a day, 45 minutes apart), so a view's period and the one before
/// hold the same trees and its cost compares across sizes; older ones go back one a half hour (300,000 span ~17 years).
enum HistoryFixture {
    /// The device the fixture's sessions are recorded on, and grove runs as.
    static let device = "bench"
    /// Sessions at a working day's pace before now: 300 cover 75 days, this month and the last.
    static let recent = 300
    /// The id of the newest session, unique as a prefix too.
    static let newestID = "bench-0"

    static func make(folder: String, sessions count: Int) throws {
        let store = JSONSessionStore(folder: folder, device: device, clock: SystemClock(), makeID: RandomID.make)
        let tags = ["code", "write", "read", "study", "email", "design"]
        let species = Species.catalog.map(\.name)
        let end = Date()
        let perDay = 4
        let apart: TimeInterval = 2700
        let oldestRecent = end.addingTimeInterval(-Double(recent / perDay) * 86_400 - Double(perDay - 1) * apart)
        let spacing: TimeInterval = 1800
        func record(_ sessions: [FinishedSession]) throws {
            try store.update { _, finished in finished = sessions }
        }
        var batch: [FinishedSession] = []
        batch.reserveCapacity(min(count, 50_000))
        for index in 0..<count {
            let age = count - 1 - index
            let started = age < recent
                ? end.addingTimeInterval(-Double(age / perDay) * 86_400 - Double(age % perDay) * apart - 1500)
                : oldestRecent.addingTimeInterval(-Double(age - recent + 1) * spacing)
            let withered = age % 9 == 0
            batch.append(FinishedSession(
                id: "bench-\(age)", kind: .focus, state: withered ? .abandoned : .completed, startedAt: started,
                endedAt: started.addingTimeInterval(withered ? 600 : 1500), plannedSeconds: 1500,
                focusedSeconds: withered ? 600 : 1500, pausedSeconds: 0, tag: tags[age % tags.count],
                species: species[age % species.count], speed: .normal))
            if batch.count == 50_000 {
                try record(batch)
                batch.removeAll(keepingCapacity: true)
            }
        }
        if !batch.isEmpty { try record(batch) }
    }
}
