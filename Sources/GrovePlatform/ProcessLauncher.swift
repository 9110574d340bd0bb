import Glibc

/// Starts child processes with `posix_spawn` (no `Foundation.Process`, which
/// would pull all of Foundation into the binary).
public enum ProcessLauncher {
    /// glibc's `POSIX_SPAWN_SETSID`, which the Swift module does not export.
    private static let setSessionFlag: Int16 = 0x80

    public enum Output: Sendable {
        case discard
        /// Appended to the file at this path (created 0600 if needed).
        case append(String)
        /// Written to this open descriptor (the write end of a pipe).
        case descriptor(Int32)
        /// The terminal device at this path is standard input, output and error;
        /// a detached child (a session leader) takes it as its controlling terminal.
        case terminal(String)
    }

    /// The child's process id, or nil if it could not start. `arguments` exclude argv[0]; `detached`: a new session with no
    /// terminal, surviving its shell (and hangup); `ownGroup`: a new process group, stoppable with all its children.
    public static func launch(
        _ executable: String, arguments: [String], environment: [String: String],
        detached: Bool, ownGroup: Bool = false, output: Output = .discard
    ) -> Int32? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if case .terminal(let path) = output {
            posix_spawn_file_actions_addopen(&actions, 0, path, O_RDWR, 0)
        } else {
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        }
        switch output {
        case .discard:
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        case .append(let path):
            posix_spawn_file_actions_addopen(&actions, 1, path, O_WRONLY | O_CREAT | O_APPEND, 0o600)
        case .descriptor(let descriptor):
            posix_spawn_file_actions_adddup2(&actions, descriptor, 1)
        case .terminal:
            posix_spawn_file_actions_adddup2(&actions, 0, 1)
        }
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        // A detached child must not keep descriptors grove inherited (a caller's
        // pipe would never see end-of-file while a waiter sleeps for 25 minutes).
        for inherited in openDescriptors() where inherited > 2 {
            posix_spawn_file_actions_addclose(&actions, inherited)
        }

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var flags = Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF)
        if detached { flags |= setSessionFlag } else if ownGroup { flags |= Int16(POSIX_SPAWN_SETPGROUP) }
        posix_spawnattr_setflags(&attributes, flags)
        posix_spawnattr_setpgroup(&attributes, 0)
        var emptyMask = sigset_t()
        sigemptyset(&emptyMask)
        posix_spawnattr_setsigmask(&attributes, &emptyMask)
        var defaults = sigset_t()
        sigfillset(&defaults)
        posix_spawnattr_setsigdefault(&attributes, &defaults)

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        return status == 0 ? pid : nil
    }

    /// The descriptors open in this process, from `/proc/self/fd` (the listing's own
    /// descriptor is among them, closed by then; closing it again in the child is harmless).
    private static func openDescriptors() -> [Int32] {
        ((try? Platform.entries(ofFolder: "/proc/self/fd")) ?? []).compactMap { Int32($0) }
    }

    /// Collects any children that have exited, so a long-running screen leaves no zombies.
    public static func reapExitedChildren() {
        var status: Int32 = 0
        while waitpid(-1, &status, WNOHANG) > 0 {}
    }

    /// The absolute path of `name` found on `PATH`, or nil.
    public static func find(_ name: String, path: String?) -> String? {
        let folders = (path ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":")
        return folders.lazy.map { "\($0)/\(name)" }.first(where: Platform.isExecutable)
    }

    /// The path of the running executable, for starting grove's own helpers.
    public static func currentExecutable() -> String? { Platform.linkTarget("/proc/self/exe") }
}
