import Foundation

/// A data folder as the release before devices wrote it (`live.json` and
/// `history/YYYY-MM.json` at the top, schema 1), captured from that release:
/// five imported sessions, a cherry bought with coins, and a paused cherry.
enum LegacyDataFolder {
    static let live = #"""
        {"live":{"breakTaken":false,"completedFocusCount":0,"lastEarned":[],"outcomeSeen":true,"rewards":{"bestStreak":2,"coinsEarned":280,"currentStreak":1,"earlyBirdTrees":0,"earned":{"first-tree":815049000,"marathon":815049000},"focusSeconds":16200,"lastGrownDay":{"day":2,"month":11,"year":2026},"marathonTrees":3,"nightOwlTrees":0,"speciesGrown":["oak","pine"],"treesGrown":3,"unlocked":["cherry"]},"session":{"id":"324d370c-733a-4bd2-b25d-9793c0c8e7c9","kind":"focus","pausedRemaining":2999.9272381067276,"pausedSeconds":0,"pausedSince":817078961.8325471,"plannedSeconds":3000,"species":"cherry","speed":1,"startedAt":817078961.7597852,"tag":"deep"}},"schema":1}
        """#

    static let months = [
        "2026-10.json": #"""
            {"schema":1,"sessions":[
            {"endedAt":815049000,"focusedSeconds":5400,"id":"old-1","kind":"focus","pausedSeconds":0,"plannedSeconds":5400,"species":"oak","speed":1,"startedAt":815043600,"state":"completed","tag":"writing"},
            {"endedAt":815135400,"focusedSeconds":5400,"id":"old-2","kind":"focus","pausedSeconds":0,"plannedSeconds":5400,"species":"pine","speed":1,"startedAt":815130000,"state":"completed","tag":"writing"}
            ]}

            """#,
        "2026-11.json": #"""
            {"schema":1,"sessions":[
            {"endedAt":815217000,"focusedSeconds":600,"id":"old-3","kind":"focus","pausedSeconds":0,"plannedSeconds":1500,"species":"oak","speed":1,"startedAt":815216400,"state":"abandoned","tag":"study"},
            {"endedAt":815308200,"focusedSeconds":5400,"id":"old-4","kind":"focus","pausedSeconds":0,"plannedSeconds":5400,"species":"oak","speed":1,"startedAt":815302800,"state":"completed","tag":"writing"},
            {"endedAt":815308500,"focusedSeconds":0,"id":"old-5","kind":"break","pausedSeconds":0,"plannedSeconds":300,"species":"oak","speed":1,"startedAt":815308200,"state":"completed","tag":"break"}
            ]}

            """#,
    ]

    /// Writes the folder into `data`, with `extraMonths` more months of one grown tree a day
    /// before it (in the same format), so a migration takes long enough to be killed part-way.
    static func write(to data: String, extraMonths: Int = 0) throws {
        try FileManager.default.createDirectory(atPath: "\(data)/history", withIntermediateDirectories: true)
        try Data(live.utf8).write(to: URL(fileURLWithPath: "\(data)/live.json"))
        for (name, text) in months {
            try Data(text.utf8).write(to: URL(fileURLWithPath: "\(data)/history/\(name)"))
        }
        for month in 0..<extraMonths {
            let year = 2020 + month / 12, number = month % 12 + 1
            // 2020-01-01T09:00:00Z as seconds since 2001, plus the month's days.
            var lines: [String] = []
            for day in 0..<28 {
                let start = 599_562_000 + Double(daysBefore(year: year, month: number) + day) * 86_400
                lines.append(
                    #"{"endedAt":\#(Int(start) + 1500),"focusedSeconds":1500,"id":"extra-\#(year)-\#(number)-\#(day)","kind":"focus","#
                        + #""pausedSeconds":0,"plannedSeconds":1500,"species":"oak","speed":1,"startedAt":\#(Int(start)),"#
                        + #""state":"completed","tag":"extra"}"#)
            }
            let name = String(format: "%04d-%02d.json", year, number)
            let text = "{\"schema\":1,\"sessions\":[\n" + lines.joined(separator: ",\n") + "\n]}\n"
            try Data(text.utf8).write(to: URL(fileURLWithPath: "\(data)/history/\(name)"))
        }
    }

    /// Sessions in the folder `write(to:extraMonths:)` makes.
    static func sessionCount(extraMonths: Int) -> Int { 5 + extraMonths * 28 }

    /// Days from 2020-01-01 to the first of `month`.
    private static func daysBefore(year: Int, month: Int) -> Int {
        var days = 0
        for earlier in 2020..<year { days += earlier % 4 == 0 ? 366 : 365 }
        let lengths = [31, year % 4 == 0 ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        return days + lengths.prefix(month - 1).reduce(0, +)
    }
}
