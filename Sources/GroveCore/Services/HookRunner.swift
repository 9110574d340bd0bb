/// Runs the person's hook for a moment of the game; a missing, failing or slow hook never breaks the game.
public protocol HookRunner: AnyObject {
    func run(_ facts: HookFacts)
}
