import Glibc

extension Platform {
    /// Writes every byte to `descriptor`, resuming after partial writes and
    /// interruptions; a descriptor left non-blocking is waited on until it drains.
    public static func writeAll(_ bytes: some Collection<UInt8>, to descriptor: Int32) throws(SystemError) {
        let failure: SystemError? = bytes.withContiguousStorageIfAvailable { writeAll($0, to: descriptor) }
            ?? Array(bytes).withUnsafeBufferPointer { writeAll($0, to: descriptor) }
        if let failure { throw failure }
    }

    private static func writeAll(_ buffer: UnsafeBufferPointer<UInt8>, to descriptor: Int32) -> SystemError? {
        guard let base = buffer.baseAddress else { return nil }
        var written = 0
        while written < buffer.count {
            let count = write(descriptor, base + written, buffer.count - written)
            if count > 0 {
                written += count
            } else if count < 0 && errno == EINTR {
                continue
            } else if count < 0 && errno == EAGAIN {
                var entry = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                _ = poll(&entry, 1, 100)
            } else {
                return count < 0 ? .last("write") : SystemError(call: "write", code: EIO)
            }
        }
        return nil
    }

    /// One read of up to `limit` bytes, resumed after an interruption; empty at the end
    /// of the file. A non-blocking descriptor with nothing to read throws an error whose
    /// `isWouldBlock` is true.
    public static func read(from descriptor: Int32, limit: Int = 4096) throws(SystemError) -> [UInt8] {
        var failure: SystemError?
        let bytes = [UInt8](unsafeUninitializedCapacity: limit) { buffer, count in
            count = 0
            while true {
                let got = Glibc.read(descriptor, buffer.baseAddress, limit)
                if got >= 0 {
                    count = got
                } else if errno == EINTR {
                    continue
                } else {
                    failure = .last("read")
                }
                return
            }
        }
        if let failure { throw failure }
        return bytes
    }

    /// Every byte left to read from `descriptor`, until the end of the file (or, for a
    /// non-blocking descriptor, until nothing more is waiting).
    public static func readToEnd(from descriptor: Int32) throws(SystemError) -> [UInt8] {
        var bytes: [UInt8] = []
        while true {
            do {
                let chunk = try read(from: descriptor, limit: 64 * 1024)
                if chunk.isEmpty { return bytes }
                bytes += chunk
            } catch where error.isWouldBlock {
                return bytes
            }
        }
    }
}
