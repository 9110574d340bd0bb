import GrovePlatform
import Testing

struct PlatformByteSearchTests {
    @Test func aByteIsFoundFromAnOffsetOn() {
        let text = Array(#"{"tag":"a","x":"b"}"#.utf8)
        text.withUnsafeBytes { bytes in
            let quote = UInt8(ascii: "\"")
            var found: [Int] = []
            var index = 0
            while let offset = Platform.offset(of: quote, in: bytes, from: index) {
                found.append(offset)
                index = offset + 1
            }
            #expect(found == text.indices.filter { text[$0] == quote })
            #expect(Platform.offset(of: quote, in: bytes, from: bytes.count) == nil)
            #expect(Platform.offset(of: UInt8(ascii: "z"), in: bytes, from: 0) == nil)
        }
        #expect(Platform.offset(of: 0, in: UnsafeRawBufferPointer(start: nil, count: 0), from: 0) == nil)
    }
}
