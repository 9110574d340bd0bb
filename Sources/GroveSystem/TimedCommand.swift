import GrovePlatform

/// A program run to its end or to a deadline, for what it prints: a helper grove asks a question (`git`), never one that
/// may keep it waiting.
enum TimedCommand {
    /// What `executable` printed on standard output when it exited with 0 before `deadline` (``Platform/monotonicSeconds()``);
    /// nil when it could not start, failed, or was stopped at the deadline. At most `limit` bytes are kept.
    static func output(
        of executable: String, arguments: [String], environment: [String: String], deadline: Double, limit: Int = 64 * 1024
    ) -> [UInt8]? {
        guard let pipe = try? Platform.makePipe() else { return nil }
        guard let pid = ProcessLauncher.launch(
            executable, arguments: arguments, environment: environment, detached: false, ownGroup: true,
            output: .descriptor(pipe.write))
        else {
            Platform.close(pipe.read)
            Platform.close(pipe.write)
            return nil
        }
        Platform.close(pipe.write)
        defer { Platform.close(pipe.read) }
        var printed: [UInt8] = []
        var open = true
        while open {
            let left = deadline - Platform.monotonicSeconds()
            guard left > 0 else {
                stop(group: pid)
                return nil
            }
            let ready = (try? Platform.waitUntilReadable([pipe.read], milliseconds: Int32(min(left, 0.1) * 1000) + 1))
                ?? ReadyDescriptors()
            guard ready[0] else { continue }
            let bytes = (try? Platform.read(from: pipe.read)) ?? []
            if printed.count < limit { printed += bytes.prefix(limit - printed.count) }
            open = !bytes.isEmpty
        }
        // Output closed: the program is ending, or left a child holding nothing of ours.
        while Platform.monotonicSeconds() < deadline {
            if let exit = Platform.exit(of: pid, waiting: false) { return exit == .exited(0) ? printed : nil }
            Platform.sleep(seconds: 0.002)
        }
        stop(group: pid)
        return nil
    }

    /// Stops the process group `pid` leads: asked first, then made to.
    static func stop(group pid: Int32) {
        Platform.send(.terminate, toGroup: pid)
        for _ in 0..<50 {
            if Platform.exit(of: pid, waiting: false) != nil { return }
            Platform.sleep(seconds: 0.02)
        }
        Platform.send(.kill, toGroup: pid)
        _ = Platform.exit(of: pid, waiting: true)
    }
}
