import GroveCore
@testable import GroveUI
import Testing

/// Plain mode while a tree planted together grows: who it grows with, who joins and leaves,
/// and, once, who gave up.
struct PlainTogetherTests {
    private func told(_ old: GameState?, _ new: GameState, byKey: Bool = false) -> [String] {
        PlainNarration.sentences(from: old, to: new, byKey: byKey, forest: nil)
    }

    @Test func plantingTogetherSaysWithWhomAndTheTimeLeft() {
        let told = told(GameStates.home, GameStates.together(), byKey: true)
        #expect(told.first == "You planted an oak (writing) with ana and bo: 13 minutes left.")
        #expect(self.told(nil, GameStates.together()).first
            == "An oak (writing) is growing with ana and bo: it is a young tree, 13 minutes left.")
        #expect(self.told(nil, GameStates.together(with: [])).first?.contains("in standup, where nobody else plants yet") == true)
    }

    @Test func aMemberWhoJoinsOrLeavesIsToldOnce() {
        let ana = GameState.Member(name: "ana", species: "oak", stage: 3)
        let alone = GameStates.together(with: [ana])
        let withBo = GameStates.together(with: [ana, .init(name: "bo", species: "pine", stage: 1)])
        #expect(told(alone, withBo) == ["bo joined the planting: 13 minutes left."])
        #expect(told(withBo, withBo).isEmpty)
        let boLeft = GameStates.together(with: [ana, .init(name: "bo", species: "pine", stage: 1, look: .gone)])
        #expect(told(withBo, boLeft) == ["bo left the planting."])
    }

    @Test func anotherMembersGiveUpIsSaidOnce() {
        let growing = GameStates.together()
        var withered = GameStates.abandoned()
        if case .abandoned(var outcome) = withered.screen {
            outcome.gaveUp = "bo"
            withered.screen = .abandoned(outcome)
        }
        withered.ended = .init(id: "s", kind: .focus, completed: false, species: "oak", tag: "writing", focusedSeconds: 734)
        // The model's notice says the same words as the screen's message: not twice.
        withered.message = RoomRules.witheredWords(by: "bo")
        let lines = told(growing, withered)
        #expect(lines.filter { $0 == "bo gave up: every tree in the planting withered." }.count == 1)
        #expect(!lines.contains { $0.contains("another shell") })
        #expect(told(withered, withered).isEmpty)
    }

    @Test func theKeysOfATreePlantedTogetherLeaveOutPause() {
        let keys = told(nil, GameStates.together()).last ?? ""
        #expect(keys.hasPrefix("Keys: g gives up"))
    }

    @Test func wAtHomeIsToldWithTheRoomsAndTheRoomPicked() {
        var home = GameStates.home
        home.rooms = ["reading", "standup"]
        #expect(told(nil, home).last?.contains("w picks a room to plant with") == true)
        var picked = home
        picked.pickedRoom = "standup"
        #expect(told(home, picked, byKey: true) == ["Enter plants with standup; w picks the next room."])
        #expect(told(picked, home, byKey: true) == ["Enter plants alone."])
    }
}
