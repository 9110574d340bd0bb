import Glibc

extension Platform {
    /// Writes every byte to `descriptor`, resuming after partial writes and interruptions; a non-blocking one is waited on.
    /// Inlinable, so bytes reach the one loop without generic witnesses: the live screen writes every second.
    @inlinable
    public static func writeAll(_ bytes: some Collection<UInt8>, to descriptor: Int32) throws(SystemError) {
        let failure: SystemError? = bytes.withContiguousStorageIfAvailable { writeAll($0, to: descriptor) }
            ?? Array(bytes).withUnsafeBufferPointer { writeAll($0, to: descriptor) }
        if let failure { throw failure }
    }

    @usableFromInline
    static func writeAll(_ buffer: UnsafeBufferPointer<UInt8>, to descriptor: Int32) -> SystemError? {
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

    /// One read of up to `limit` bytes; empty at the end of the file. A non-blocking descriptor
    /// with nothing to read throws an error whose `isWouldBlock` is true.
    public static func read(from descriptor: Int32, limit: Int = 4096) throws(SystemError) -> [UInt8] {
        var failure: SystemError?
        let bytes = [UInt8](unsafeUninitializedCapacity: limit) { buffer, count in
            switch readOnce(from: descriptor, into: UnsafeMutableRawBufferPointer(buffer)) {
            case .success(let got): count = got
            case .failure(let error): count = 0; failure = error
            }
        }
        if let failure { throw failure }
        return bytes
    }

    /// Every byte left to read from `descriptor` (for a non-blocking one, until nothing more is waiting).
    /// `expectedSize` (a file's size) only lets the bytes be read into one buffer.
    public static func readToEnd(from descriptor: Int32, expectedSize: Int? = nil) throws(SystemError) -> [UInt8] {
        let chunk = 64 * 1024
        // One byte more than expected, so the read that finds the end fits in the same buffer.
        var size = expectedSize.map { max($0, 0) + 1 } ?? chunk
        var bytes: [UInt8] = []
        while true {
            let block = try read(from: descriptor, atMost: size)
            if bytes.isEmpty { bytes = block } else { bytes += block }
            if block.count < size { return bytes }
            size = chunk
        }
    }

    /// Up to `size` bytes from `descriptor`, fewer only at the end of the file or when a
    /// non-blocking descriptor has nothing more waiting: a file from someone else is read no further.
    public static func read(from descriptor: Int32, atMost size: Int) throws(SystemError) -> [UInt8] {
        var failure: SystemError?
        // Straight into uninitialized memory: zeroing it first would cost about as much as the read.
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            count = 0
            while count < size {
                let rest = UnsafeMutableRawBufferPointer(UnsafeMutableBufferPointer(rebasing: buffer[count...]))
                switch readOnce(from: descriptor, into: rest) {
                case .success(0): return
                case .success(let got): count += got
                case .failure(let error):
                    if !error.isWouldBlock { failure = error }
                    return
                }
            }
        }
        if let failure { throw failure }
        return bytes
    }

    /// The one `read` call, resumed after an interruption: 0 at the end of the file.
    private static func readOnce(from descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Result<Int, SystemError> {
        while true {
            let got = Glibc.read(descriptor, buffer.baseAddress, buffer.count)
            if got >= 0 { return .success(got) }
            if errno != EINTR { return .failure(.last("read")) }
        }
    }
}
