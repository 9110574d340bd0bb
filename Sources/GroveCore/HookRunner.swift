/// Runs the person's hook for a moment of the game. Missing hooks are skipped
/// silently; a failing or slow hook must never block or break the game.
public protocol HookRunner: AnyObject {
    func run(_ facts: HookFacts)
}
