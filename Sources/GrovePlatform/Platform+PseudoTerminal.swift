import Glibc

extension Platform {
    /// A new pseudo-terminal's leader side (close-on-exec, not the controlling terminal) and the
    /// follower's device path. posix_openpt and friends are not exported by the Glibc module: looked up at run time.
    public static func openPseudoTerminal() throws(SystemError) -> (leader: Int32, followerPath: String) {
        typealias OpenFunction = @convention(c) (Int32) -> Int32
        typealias NameFunction = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?
        let library = dlopen(nil, RTLD_NOW)
        guard let openSymbol = dlsym(library, "posix_openpt"), let grantSymbol = dlsym(library, "grantpt"),
            let unlockSymbol = dlsym(library, "unlockpt"), let nameSymbol = dlsym(library, "ptsname")
        else { throw SystemError(call: "dlsym posix_openpt", code: ENOSYS) }
        let posixOpenpt = unsafeBitCast(openSymbol, to: OpenFunction.self)
        let grantpt = unsafeBitCast(grantSymbol, to: OpenFunction.self)
        let unlockpt = unsafeBitCast(unlockSymbol, to: OpenFunction.self)
        let ptsname = unsafeBitCast(nameSymbol, to: NameFunction.self)

        let leader = posixOpenpt(O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard leader >= 0 else { throw .last("posix_openpt") }
        guard grantpt(leader) == 0, unlockpt(leader) == 0, let name = ptsname(leader) else {
            let error = SystemError.last("grantpt/unlockpt/ptsname")
            close(leader)
            throw error
        }
        return (leader, String(cString: name))
    }
}
