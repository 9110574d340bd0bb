import GroveCore

/// The git work tree around a folder, found as git finds it, by reading `.git` upwards from the folder: a few small reads
/// and no `git`, so planting stays instant.
enum GitWorkTree {
    /// The project a tree planted in `folder` (absolute) grows in; nil outside a work tree, or when its files do not read.
    static func around(_ folder: String, files: any CommandContext) -> ProjectPlace? {
        var top = normalized(folder)
        for _ in 0..<maximumDepth {
            let dotGit = join(top, ".git")
            if files.isFolder(dotGit) { return place(top: top, gitFolder: dotGit, files: files) }
            if files.exists(dotGit) {
                // A linked work tree or a submodule: `.git` is a file naming its folder.
                guard let named = line(of: dotGit, files: files), named.hasPrefix(gitDirPrefix) else { return nil }
                let gitFolder = String(named.dropFirst(gitDirPrefix.count))
                return place(top: top, gitFolder: resolved(gitFolder, from: top), files: files)
            }
            guard top != "/" else { return nil }
            top = parent(of: top)
        }
        return nil
    }

    /// Folders climbed at most: a path deeper than this is not searched further.
    private static let maximumDepth = 256
    private static let gitDirPrefix = "gitdir: "
    private static let branchPrefix = "ref: refs/heads/"

    /// The place of the work tree at `top`, whose git folder is `gitFolder`. A linked work tree is named after the
    /// repository it belongs to: the folder holding the shared `.git`, or a bare `NAME.git`.
    private static func place(top: String, gitFolder: String, files: any CommandContext) -> ProjectPlace? {
        guard let head = line(of: join(gitFolder, "HEAD"), files: files) else { return nil }
        let branch = head.hasPrefix(branchPrefix) ? String(head.dropFirst(branchPrefix.count)) : nil
        var name = baseName(top)
        if let common = line(of: join(gitFolder, "commondir"), files: files) {
            let shared = resolved(common, from: gitFolder)
            let sharedName = baseName(shared)
            name = sharedName == ".git" ? baseName(parent(of: shared))
                : sharedName.hasSuffix(".git") ? String(sharedName.dropLast(4)) : sharedName
        }
        return ProjectPlace(name: name, branch: branch, folder: top)
    }

    /// The first line of a small file, nil when it cannot be read or is not text.
    private static func line(of path: String, files: any CommandContext) -> String? {
        guard let bytes = try? files.readFile(path), bytes.count <= 4096,
              let text = String(validating: bytes, as: UTF8.self) else { return nil }
        return text.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init)
    }

    private static func resolved(_ path: String, from folder: String) -> String {
        normalized(path.hasPrefix("/") ? path : join(folder, path))
    }

    /// `path` without `.`, `..` or empty parts.
    static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") where part != "." {
            if part == ".." { _ = parts.popLast() } else { parts.append(part) }
        }
        return "/" + parts.joined(separator: "/")
    }

    private static func join(_ folder: String, _ name: String) -> String {
        folder == "/" ? "/" + name : folder + "/" + name
    }

    private static func parent(of path: String) -> String {
        normalized(join(path, ".."))
    }

    private static func baseName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? "/"
    }
}
