import FoundationEssentials
import GroveCore

/// `grove _manual`: the manual page, grove(1), in man(7) source; the release installs it as grove.1.gz.
enum ManualCommand: Subcommand {
    static let name = "_manual"
    static let summary = "internal: the manual page"
    static let isListed = false

    /// Dated by `SOURCE_DATE_EPOCH` when it is set, so that a release built twice writes the same page; else today (UTC).
    static func run(_ options: ParsedOptions<NoOption>, _ invocation: Invocation) throws(CommandError) -> Int32 {
        var date = invocation.context.clock.now()
        if let epoch = invocation.context.environment["SOURCE_DATE_EPOCH"], !epoch.isEmpty {
            guard let seconds = Int(epoch) else { throw .failure("SOURCE_DATE_EPOCH must be seconds since 1970, not \(epoch)") }
            date = Date(timeIntervalSince1970: TimeInterval(seconds))
        }
        invocation.context.write(ManualPage.text(date: String(ISOTime.text(date).prefix(10))))
        return 0
    }
}
