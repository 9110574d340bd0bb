// The crash handler may only make async-signal-safe calls (no allocation, no Swift runtime): raw C calls, its own write
// loop, all prepared before a crash. `nonisolated(unsafe)`: handlers are outside concurrency; set only while disarmed.
import Glibc
import GrovePlatform

/// 1 while the terminal is in raw mode and the fields below describe how to restore it.
nonisolated(unsafe) private var crashArmed: Int32 = 0
nonisolated(unsafe) private var crashDescriptor: Int32 = -1
/// The terminal's attributes from before raw mode (allocated once, never freed).
nonisolated(unsafe) private var crashAttributes: UnsafeMutablePointer<termios>?
/// The bytes that leave the screen (allocated once, never freed).
nonisolated(unsafe) private var crashLeaveBytes: UnsafeMutablePointer<UInt8>?
nonisolated(unsafe) private var crashLeaveCount: Int = 0
/// The actions replaced by the crash handler, indexed by signal number.
nonisolated(unsafe) private var crashPreviousActions: UnsafeMutablePointer<sigaction>?

/// Puts the terminal back, then lets the signal do what it would have done.
private func restoreTerminalAndReraise(_ signal: Int32) {
    if crashArmed != 0, let attributes = crashAttributes, let leaveBytes = crashLeaveBytes {
        crashArmed = 0
        _ = tcsetattr(crashDescriptor, TCSANOW, attributes)
        var written = 0
        while written < crashLeaveCount {
            let count = write(crashDescriptor, leaveBytes + written, crashLeaveCount - written)
            if count > 0 {
                written += count
            } else if count == 0 || errno != EINTR {
                break
            }
        }
    }
    // The replaced action is usually the default or the Swift runtime's backtracer,
    // which then prints its report on the restored screen.
    if let previous = crashPreviousActions, signal < CrashGuard.slotCount {
        sigaction(signal, previous + Int(signal), nil)
    } else {
        var fallback = sigaction()
        fallback.__sigaction_handler.sa_handler = SIG_DFL
        sigaction(signal, &fallback, nil)
    }
    // Blocked while this handler runs: delivered on return, at the faulting instruction.
    raise(signal)
}

/// Restores the terminal when the process dies of a crash (a Swift trap is SIGILL or
/// SIGTRAP) while raw mode and the alternate screen are on, then re-raises the signal.
enum CrashGuard {
    /// The signals that mean the process is crashing.
    static let signals: [Int32] = [SIGSEGV, SIGILL, SIGTRAP, SIGBUS, SIGABRT, SIGFPE]

    /// The standard signals, all numbered below 32, each with a slot for its replaced action.
    /// Computed, not stored, so that a handler reads it without the runtime's lazy setup.
    static var slotCount: Int32 { 32 }

    /// Stores how to restore the terminal and installs the crash handlers.
    static func arm(descriptor: Int32, modes: TerminalModes, leaveBytes: [UInt8]) {
        // Armed twice, the second arm would record its own handler as the one to chain to.
        disarm()
        if crashAttributes == nil { crashAttributes = .allocate(capacity: 1) }
        if crashPreviousActions == nil {
            crashPreviousActions = .allocate(capacity: Int(slotCount))
            crashPreviousActions?.initialize(repeating: sigaction(), count: Int(slotCount))
        }
        // Allocated even for no bytes (a terminal left as plain lines): the handler restores
        // the modes only when it finds them.
        if crashLeaveBytes == nil || crashLeaveCount < leaveBytes.count {
            crashLeaveBytes?.deallocate()
            crashLeaveBytes = .allocate(capacity: max(1, leaveBytes.count))
        }
        crashAttributes?.initialize(to: modes.attributes)
        crashLeaveBytes?.initialize(from: leaveBytes, count: leaveBytes.count)
        crashLeaveCount = leaveBytes.count
        crashDescriptor = descriptor
        ensureAlternateStack()

        var action = sigaction()
        action.__sigaction_handler.sa_handler = restoreTerminalAndReraise
        sigemptyset(&action.sa_mask)
        // On the alternate stack, so that a stack overflow can still restore the terminal.
        action.sa_flags = SA_ONSTACK
        crashArmed = 1
        for signal in signals {
            sigaction(signal, &action, crashPreviousActions.map { $0 + Int(signal) })
        }
    }

    /// Puts back the replaced crash handlers.
    static func disarm() {
        guard crashArmed != 0, let previous = crashPreviousActions else { return }
        crashArmed = 0
        for signal in signals {
            sigaction(signal, previous + Int(signal), nil)
        }
    }

    /// The bytes a crash would write now, or nil when disarmed; for tests.
    static var armedLeaveBytes: [UInt8]? {
        guard crashArmed != 0, let bytes = crashLeaveBytes else { return nil }
        return Array(UnsafeBufferPointer(start: bytes, count: crashLeaveCount))
    }

    /// The attributes a crash would restore now, or nil when disarmed; for tests.
    static var armedAttributes: termios? {
        guard crashArmed != 0 else { return nil }
        return crashAttributes?.pointee
    }

    /// Gives the main thread a signal stack if it has none (the Swift runtime usually
    /// installs one for its backtracer); it is kept for the life of the process.
    private static func ensureAlternateStack() {
        var current = stack_t()
        guard sigaltstack(nil, &current) == 0, Int(current.ss_flags) & SS_DISABLE != 0 else { return }
        let size = 64 * 1024
        var stack = stack_t(ss_sp: .allocate(byteCount: size, alignment: 16), ss_flags: 0, ss_size: size)
        sigaltstack(&stack, nil)
    }
}
