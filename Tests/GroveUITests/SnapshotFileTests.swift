import Testing

/// Every snapshot the tests keep, in one list: each is compared with its file, and a file that no case names fails, so
/// a snapshot no test uses any more cannot stay behind. The list, not the names a run happened to ask for, decides:
/// Swift Testing runs suites in parallel and in any order, and a filtered run asks for only some.
struct SnapshotFileTests {
    static let all = ScreenSnapshotTests.snapshots + TogetherScreenTests.snapshots + ForestScreenTests.snapshots
        + ForestLandscapeTests.snapshots + ForestTogetherTests.snapshots + InterruptionAndProjectScreenTests.snapshots
        + LanguageSnapshotTests.snapshots

    @Test(arguments: all)
    func theScreenIsItsSnapshot(_ snapshot: SnapshotCase) {
        Snapshot.check(snapshot.text(), named: snapshot.path)
    }

    @Test func everySnapshotFileIsOneATestKeeps() throws {
        let kept = Set(Self.all.map(\.path))
        #expect(kept.count == Self.all.count, "two cases write one file")
        let unused = try Snapshot.files().subtracting(kept).sorted()
        #expect(unused.isEmpty, "no test keeps these snapshots; remove them: \(unused.map { "\($0).txt" }.joined(separator: ", "))")
    }
}
