import GroveCore
import GrovePlatform

/// Runs hooks from the config folder's `hooks/`, each under a detached supervisor (`grove _hook`) enforcing a time limit
/// and logging failures, so the command or screen that caused the event never waits for a hook.
public final class ProcessHookRunner: HookRunner {
    private let paths: GrovePaths
    private let executable: String?
    private let environment: [String: String]

    /// `executable`: grove itself, to start the supervisor; `environment`: what hooks inherit, before the `GROVE_*` facts.
    public init(paths: GrovePaths, executable: String?, environment: [String: String]) {
        self.paths = paths
        self.executable = executable
        self.environment = environment
    }

    public func run(_ facts: HookFacts) {
        let hook = "\(paths.hooks)/\(facts.event.rawValue)"
        guard Platform.exists(hook), let executable else { return }
        var hookEnvironment = environment.merging(facts.environment) { _, fact in fact }
        hookEnvironment["GROVE_DATA_DIR"] = paths.data
        _ = ProcessLauncher.launch(
            executable, arguments: ["_hook", hook, paths.hookLog], environment: hookEnvironment, detached: true)
    }
}
