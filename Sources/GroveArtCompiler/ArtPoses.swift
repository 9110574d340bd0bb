/// The pose words of section headers, and what each file must draw.
enum ArtPoses {
    /// Every tree species is drawn in these poses, each in every picture size.
    static let tree = (1...5).map { "stage\($0)" } + ["withered"]

    /// `scenes.txt` draws these, each in every picture size.
    static let scenes = ["break", "seed"]

    /// A species' forest sprites, each in every sprite size.
    static let sprite = ["grown", "withered"]

    /// The `ArtPose` expression for a tree pose word, such as `.stage(3)` for `stage3`.
    static func swiftExpression(_ pose: String) -> String {
        pose == "withered" ? ".withered" : ".stage(\(pose.dropFirst("stage".count)))"
    }
}
