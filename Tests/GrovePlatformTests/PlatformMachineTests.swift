import Foundation
import GrovePlatform
import Testing

struct PlatformMachineTests {
    @Test func theHostNameIsTheKernels() throws {
        let kernel = try String(contentsOfFile: "/proc/sys/kernel/hostname", encoding: .utf8)
        #expect(Platform.hostName() == kernel.trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
