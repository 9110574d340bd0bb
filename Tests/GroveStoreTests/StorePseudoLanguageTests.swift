import Foundation
import GrovePlatform
@testable import GroveStore
import GroveTestSupport
import GroveWords
import Testing

/// GroveStore's words in the pseudo-language: a run of plain English letters is a sentence that escaped the catalog.
@Suite("GroveStore in the pseudo-language")
struct StorePseudoLanguageTests {
    @Test func everyRefusalOfTheStoreIsInTheCatalog() {
        let errors: [StoreError] = StoreOperation.allCases.map { .system(path: "/p", operation: $0, errno: 13) } + [
            .unreadable(path: "/p", problem: "x1"), .newerVersion(path: "/p", found: 9, supported: 2),
            .invalidSession(id: "s1", field: "endedAt", problem: "x1"), .notAFolder(path: "/p", dataFolder: "/p"),
            .notAFolder(path: "/p", dataFolder: "/p/q"),
        ]
        let texts = Words.$language.withValue(.pseudo) { errors.map(\.description) }
        for text in texts.map({ $0.replacing(SystemError(call: "open", code: 13).message, with: "") }) {
            #expect(BareEnglish.runs(in: text, keeping: ["grove", "doctor", "repair", "data", "dir", "GROVE", "DATA", "DIR", "endedAt"]).isEmpty, "\(text)")
        }
    }

    @Test func whatARoomsFilesAndTheDoctorSayIsInTheCatalog() throws {
        let room = TemporaryFolder()
        try room.write("{", to: "bo.grove.json")
        try room.write(#"{"schema": 9, "name": "cy", "plantings": []}"#, to: "cy.grove.json")
        try room.write(#"{"schema": 1, "name": "zed", "plantings": []}"#, to: "dee.grove.json")
        let reading = Words.$language.withValue(.pseudo) {
            RoomFolder(clock: ManualClock(), makeID: { "x" }).read(room: room.path, as: "ana")
        }
        #expect(reading.ignored.count == 3)
        for text in reading.ignored {
            #expect(BareEnglish.runs(in: text, keeping: ["grove", "json", "zed", "dee"]).isEmpty, "\(text)")
        }
    }
}
