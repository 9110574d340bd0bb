extension SessionPlan {
    /// The plan of a tree planted in `project`: it records the project, and with `tagFromProject` and no tag given takes its
    /// name as the tag (made a label as an imported tag is, ``SessionLabel/made(from:)``). A break records none.
    public func planted(in project: ProjectPlace?, settings: GroveSettings, tagGiven: Bool) -> SessionPlan {
        guard kind == .focus, let project else { return self }
        var plan = self
        plan.project = project
        if settings.tagFromProject, !tagGiven, let tag = SessionLabel.made(from: project.name) { plan.tag = tag }
        return plan
    }
}
