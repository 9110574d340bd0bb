import FoundationEssentials
import GroveCore
import GrovePlatform
import GroveText
import GroveWords

/// The real ``RoomBoard``: a room's folder (``RoomLayout``), where every file but this person's own is hostile input.
/// Reading never follows a link, waits on a pipe or device, or reads over 64 KB + 1 of a file or 64 files; what it cannot
/// trust becomes one printable line. Writing renames a fresh exclusive file over one's own (a rename replaces a link, not
/// its target). Nothing writes outside the room or stops the session: problems come back as lines.
public final class RoomFolder: RoomBoard {
    private let clock: WallClock
    /// Names temporary files: a random part, so another member cannot place a file in the way.
    private let makeID: () -> String

    public init(clock: WallClock, makeID: @escaping () -> String) {
        self.clock = clock
        self.makeID = makeID
    }

    // MARK: Reading

    public func read(room: String, as name: String) -> RoomReading {
        let names: [String]
        do {
            names = try Platform.entries(ofFolder: room)
        } catch {
            return RoomReading(ignored: [Words.Store.roomUnreadable(room: PrintableText.escaped(room), reason: error.message)])
        }
        let own = RoomLayout.fileName(of: name)
        let files = names.filter { RoomLayout.memberName(ofFile: $0) != nil }.sorted()
        let ordered = (files.contains(own) ? [own] : []) + files.filter { $0 != own }
        var reading = RoomReading()
        let now = clock.now()
        for file in ordered.prefix(RoomLayout.maximumFiles) {
            do {
                reading.members.append(try member(in: room, file: file, reader: name, now: now))
            } catch {
                reading.ignored.append(Words.Store.ignoredFile(file: PrintableText.escaped(file), reason: error.reason))
            }
        }
        let unread = ordered.count - min(ordered.count, RoomLayout.maximumFiles)
        if unread > 0 {
            reading.ignored.append(Words.Store.ignoredMore(files: String(unread), most: String(RoomLayout.maximumFiles)))
        }
        return reading
    }

    /// Why a file was not taken, in grove's own words: nothing of the file's content but what
    /// passed the rules, escaped.
    struct Refusal: Error {
        let reason: String
    }

    private func member(in room: String, file: String, reader: String, now: Date) throws(Refusal) -> RoomReading.Member {
        let isOwn = file == RoomLayout.fileName(of: reader)
        let content = try Self.memberFile(Self.contents(of: "\(room)/\(file)", mustBeOwn: isOwn))
        guard content.schema == RoomLayout.schema else {
            throw Refusal(reason: content.schema > RoomLayout.schema
                ? Words.Store.memberNewerGrove(schema: String(content.schema))
                : Words.Store.memberUnknownSchema(schema: String(content.schema)))
        }
        guard let filedUnder = RoomLayout.memberName(ofFile: file), MemberName(filedUnder) != nil else {
            throw Refusal(reason: Words.Store.memberBadName(rule: MemberName.rule))
        }
        if content.name == reader, !isOwn { throw Refusal(reason: Words.Store.memberClaimsYourName) }
        guard content.name == filedUnder else {
            throw Refusal(reason: Words.Store.memberOtherName(name: PrintableText.escaped(content.name)))
        }
        guard content.plantings.count <= RoomLayout.keptPlantings * 2 else {
            throw Refusal(reason: Words.Store.memberTooManyPlantings(count: String(content.plantings.count)))
        }
        if let problem = content.plantings.lazy.compactMap({ $0.problem(now: now) }).first { throw Refusal(reason: problem) }
        return RoomReading.Member(name: filedUnder, isMe: isOwn, plantings: content.plantings)
    }

    /// The bytes of a regular file of at most ``RoomLayout/maximumFileBytes``, opened without
    /// following a link or waiting; `mustBeOwn`: written by this user.
    private static func contents(of path: String, mustBeOwn: Bool) throws(Refusal) -> [UInt8] {
        let descriptor: Int32
        do {
            descriptor = try Platform.openUntrusted(path)
        } catch {
            throw Refusal(reason: error.isSymbolicLink ? Words.Store.memberSymbolicLink : Words.Store.memberCannotOpen(reason: error.message))
        }
        defer { Platform.close(descriptor) }
        let limit = RoomLayout.maximumFileBytes
        let tooLarge = Refusal(reason: Words.Store.memberTooLarge(size: String(limit / 1024)))
        let status: FileStatus
        do {
            status = try Platform.status(of: descriptor)
        } catch {
            throw Refusal(reason: Words.Store.memberCannotRead(reason: error.message))
        }
        guard status.isRegularFile else { throw Refusal(reason: Words.Store.memberNotAFile) }
        if mustBeOwn, status.owner != Platform.userID { throw Refusal(reason: Words.Store.memberNotYours) }
        guard status.size <= limit else { throw tooLarge }
        let bytes: [UInt8]
        do {
            bytes = try Platform.read(from: descriptor, atMost: limit + 1)
        } catch {
            throw Refusal(reason: Words.Store.memberCannotRead(reason: error.message))
        }
        guard bytes.count <= limit else { throw tooLarge }
        return bytes
    }

    /// The member file in `bytes`; a decoding error in grove's words: the field it concerns (grove's
    /// own key names) and what kind of wrong it is, never the decoder's text, which may quote the file.
    private static func memberFile(_ bytes: [UInt8]) throws(Refusal) -> MemberFile {
        let error: DecodingError
        do {
            return try JSONFormat.decoder().decode(MemberFile.self, from: Data(bytes))
        } catch let decoding as DecodingError {
            error = decoding
        } catch {
            throw Refusal(reason: Words.Store.memberNotAMemberFile)
        }
        let field: ([any CodingKey]) -> String = { path in
            path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        }
        let reason = switch error {
        case .keyNotFound(let key, let context): Words.Store.memberFieldMissing(field: field(context.codingPath + [key]))
        case .typeMismatch(_, let context), .valueNotFound(_, let context): Words.Store.memberWrongType(field: field(context.codingPath))
        case .dataCorrupted(let context):
            context.codingPath.isEmpty ? Words.Store.memberNotJSON : Words.Store.memberNotSensible(field: field(context.codingPath))
        @unknown default: Words.Store.memberNotAMemberFile
        }
        throw Refusal(reason: reason)
    }

    // MARK: Writing

    public func post(_ planting: RoomPlanting, as name: String, in room: String) -> String? {
        let file = RoomLayout.fileName(of: name)
        let now = clock.now()
        // What this person wrote before, if it can still be trusted; else the file starts again.
        var plantings: [RoomPlanting] = []
        if let previous = try? Self.memberFile(Self.contents(of: "\(room)/\(file)", mustBeOwn: true)),
           previous.schema == RoomLayout.schema, previous.name == name,
           previous.plantings.allSatisfy({ $0.problem(now: now) == nil }) {
            plantings = previous.plantings
        }
        plantings.removeAll { $0.id == planting.id }
        plantings.append(planting)
        let oldest = now.addingTimeInterval(-TimeInterval(RoomLayout.keptDays * 24 * 3600))
        plantings = Array(plantings.filter { $0.openedAt >= oldest || $0.id == planting.id }
            .sorted { ($0.openedAt, $0.id) < ($1.openedAt, $1.id) }.suffix(RoomLayout.keptPlantings))
        do {
            let data = try JSONFormat.encoder().encode(MemberFile(schema: RoomLayout.schema, name: name, plantings: plantings))
            try replace(file, in: room, with: data)
            sweepStaleTemporaries(of: file, in: room, now: now)
            return nil
        } catch let error as SystemError {
            return Words.Store.cannotWriteMemberFile(file: PrintableText.escaped(file), room: PrintableText.escaped(room), reason: error.message)
        } catch {
            return Words.Store.cannotWriteMemberFileWhy(file: PrintableText.escaped(file), reason: "\(error)")
        }
    }

    /// Writes `data` to a new randomly named file in `room` (created exclusively, never followed: no link can be there),
    /// readable by the room, renames it over `file` and flushes the folder.
    private func replace(_ file: String, in room: String, with data: Data) throws(SystemError) {
        var attempts = 0
        var temporary: String
        var descriptor: Int32
        while true {
            temporary = "\(room)/\(RoomLayout.temporaryName(of: file, id: makeID()))"
            do {
                descriptor = try Platform.createExclusively(temporary)
                break
            } catch {
                attempts += 1
                guard error.isAlreadyThere || error.isSymbolicLink, attempts < 8 else { throw error }
            }
        }
        do throws(SystemError) {
            do {
                defer { Platform.close(descriptor) }
                try Platform.setMode(descriptor, 0o644)
                try Platform.writeAll(data, to: descriptor)
                try Platform.flush(descriptor)
            }
            try Platform.rename(temporary, to: "\(room)/\(file)")
        } catch {
            Platform.remove(temporary)
            throw error
        }
        let folder = try Platform.openFolder(room)
        defer { Platform.close(folder) }
        try Platform.flush(folder)
    }

    /// Removes temporaries a killed writer of `file` left in `room`: only regular files named like them, owned by this user,
    /// older than ``RoomLayout/staleTemporaryAge``. Links, other members' files and whatever cannot be removed stay.
    private func sweepStaleTemporaries(of file: String, in room: String, now: Date) {
        for name in (try? Platform.entries(ofFolder: room)) ?? [] where RoomLayout.isTemporary(name, of: file) {
            let path = "\(room)/\(name)"
            guard let status = try? Platform.linkStatus(ofPath: path), status.isRegularFile, status.owner == Platform.userID
            else { continue }
            let changed = Date(timeIntervalSince1970: TimeInterval(status.modifiedSeconds))
            if now.timeIntervalSince(changed) > RoomLayout.staleTemporaryAge { Platform.remove(path) }
        }
    }
}
