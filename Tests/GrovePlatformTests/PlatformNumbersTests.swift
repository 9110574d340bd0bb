import GrovePlatform
import Testing

struct PlatformNumbersTests {
    private func value(_ text: String) -> Double? {
        Array(text.utf8).withUnsafeBytes { Platform.decimalValue(of: $0) }
    }

    @Test func aDecimalIsReadCorrectlyRounded() {
        #expect(value("0.1") == 0.1)
        #expect(value("-2.5E+3") == -2500)
        #expect(value("9007199254740993") == 9_007_199_254_740_992)
        #expect(value("2.4703282292062328e-324") == .leastNonzeroMagnitude)
        #expect(value("1.7976931348623157e308") == .greatestFiniteMagnitude)
        #expect(value("123456789012345678901234567890") == 1.2345678901234568e29)
    }

    @Test func outOfRangeIsInfiniteOrZero() {
        #expect(value("1e400") == .infinity)
        #expect(value("1e-400") == 0)
    }

    @Test func textThatDoesNotEndInTheNumberIsNone() {
        #expect(value("1.5x") == nil)
        #expect(value("") == nil)
        #expect(value("1 ") == nil)
    }
}

struct PlatformMathTests {
    @Test func cubeRootsPowersAndAngles() {
        #expect(abs(Platform.cubeRoot(27) - 3) < 1e-12)
        #expect(abs(Platform.cubeRoot(-8) + 2) < 1e-12)
        #expect(Platform.power(2, 10) == 1024)
        #expect(abs(Platform.power(0.5, 2.4) - 0.189_464_571_8) < 1e-9)
        #expect(Platform.angle(x: 1, y: 0) == 0)
        #expect(Platform.angle(x: 0, y: 1) == .pi / 2)
        #expect(Platform.angle(x: -1, y: -1) == -3 * .pi / 4)
    }
}
