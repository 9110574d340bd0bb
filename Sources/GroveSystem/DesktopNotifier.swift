import GrovePlatform

/// Shows a desktop notification through `notify-send`, when it is installed;
/// silently nothing otherwise (a server or a bare tty has none).
public struct DesktopNotifier {
    private let environment: [String: String]

    public init(environment: [String: String]) {
        self.environment = environment
    }

    public func show(title: String, body: String) {
        guard let notifySend = ProcessLauncher.find("notify-send", path: environment["PATH"]) else { return }
        _ = ProcessLauncher.launch(
            notifySend, arguments: ["--app-name=grove", title, body], environment: environment, detached: true)
    }
}
