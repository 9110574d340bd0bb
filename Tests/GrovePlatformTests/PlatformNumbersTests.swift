import GrovePlatform
import Testing

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
