@testable import GroveUI
import Testing

@Suite struct ProgressBarTests {
    private func drawn(_ bar: ProgressBar) -> String {
        String(String.UnicodeScalarView((0..<bar.width).map { bar.glyph(at: $0).scalar }))
    }

    @Test func aBarMovesByEighthsOfACell() {
        let bar = ProgressBar(progress: 0.59375, width: 4)
        #expect(drawn(bar) == "██▍─")
        #expect((0..<4).map { bar.glyph(at: $0).isFilled } == [true, true, true, false])
        #expect(drawn(ProgressBar(progress: 0, width: 4)) == "────")
        #expect(drawn(ProgressBar(progress: 1, width: 4)) == "████")
        #expect(drawn(ProgressBar(progress: 7, width: 4)) == "████")
        #expect(drawn(ProgressBar(progress: .nan, width: 4)) == "────")
        #expect(drawn(ProgressBar(progress: 0.5, width: -3)) == "")
    }

    /// The screen redraws a bar only when it changes: bars that look alike are equal.
    @Test func barsThatLookAlikeAreEqual() {
        #expect(ProgressBar(progress: 0.500, width: 44) == ProgressBar(progress: 0.501, width: 44))
        #expect(ProgressBar(progress: 0.5, width: 44) != ProgressBar(progress: 0.51, width: 44))
        #expect(ProgressBar(progress: 0.5, width: 44) != ProgressBar(progress: 0.5, width: 30))
    }
}
