import Glibc

extension Platform {
    /// Where the first `byte` at or after `start` is in `bytes`, or nil. The C library's
    /// `memchr` compares many bytes at a time; inlinable, so that a scanner calling it for
    /// every quote of a file pays no call between modules.
    @inlinable
    public static func offset(of byte: UInt8, in bytes: UnsafeRawBufferPointer, from start: Int) -> Int? {
        guard let base = bytes.baseAddress, start < bytes.count,
              let found = memchr(base + start, Int32(byte), bytes.count - start)
        else { return nil }
        return base.distance(to: UnsafeRawPointer(found))
    }
}
