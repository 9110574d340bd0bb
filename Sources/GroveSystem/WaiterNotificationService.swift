import FoundationEssentials
import GrovePlatform
import GroveCore

/// The real ``NotificationService``: the contract's scheduled notification is a detached `grove _wait` that sleeps until
/// the end time, completes the session and announces it, even after every terminal is closed.
public final class WaiterNotificationService: NotificationService {
    private let paths: GrovePaths
    /// Which detached waiter watches this machine's live session.
    private let waiterFile: String
    private let executable: String?
    private let environment: [String: String]
    private let announcementsEnabled: Bool

    /// The game screen signals an ended session on its own terminal (bell and
    /// terminal notification); this service shows the desktop notification.
    public init(
        paths: GrovePaths, waiterFile: String, executable: String?, environment: [String: String], announcementsEnabled: Bool
    ) {
        self.paths = paths
        self.waiterFile = waiterFile
        self.executable = executable
        self.environment = environment
        self.announcementsEnabled = announcementsEnabled
    }

    public func schedule(_ notice: CompletionNotice) {
        cancel(identifier: notice.identifier)
        guard let executable else { return }
        var waiterEnvironment = environment
        waiterEnvironment["GROVE_DATA_DIR"] = paths.data
        guard let pid = ProcessLauncher.launch(
            executable, arguments: ["_wait", notice.sessionID], environment: waiterEnvironment, detached: true)
        else { return }
        try? Platform.writeFile(waiterFile, Array("\(pid) \(notice.sessionID)\n".utf8), mode: .truncate)
    }

    public func cancel(identifier: String) {
        guard let text = FileManager.default.contents(atPath: waiterFile),
              let pidText = String(decoding: text, as: UTF8.self).split(separator: " ").first,
              let pid = Int32(pidText)
        else { return }
        if pid != Platform.processID, Self.isWaiter(pid) {
            Platform.send(.terminate, to: pid)
        }
        Platform.remove(waiterFile)
    }

    /// Shows a desktop notification through `notify-send`, when it is installed;
    /// silently nothing otherwise (a server or a bare tty has none).
    public func announce(title: String, body: String) {
        guard announcementsEnabled, let notifySend = ProcessLauncher.find("notify-send", path: environment["PATH"])
        else { return }
        _ = ProcessLauncher.launch(
            notifySend, arguments: ["--app-name=grove", title, body], environment: environment, detached: true)
    }

    /// Whether `pid` is still a grove waiter; a recycled pid must never be killed.
    private static func isWaiter(_ pid: Int32) -> Bool {
        guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return false }
        return data.split(separator: 0).contains { String(decoding: $0, as: UTF8.self) == "_wait" }
    }
}
