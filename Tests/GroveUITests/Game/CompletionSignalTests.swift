import GroveUI
import Testing

struct CompletionSignalTests {
    @Test func terminalsKnownToShowNotificationsGetTheirEscape() {
        #expect(CompletionSignal.detect(environment: ["TERM_PROGRAM": "iTerm.app", "TERM": "xterm-256color"]) == .bellAndOSC9)
        #expect(CompletionSignal.detect(environment: ["TERM_PROGRAM": "WezTerm"]) == .bellAndOSC777)
        #expect(CompletionSignal.detect(environment: ["TERM": "xterm-kitty"]) == .bellAndOSC9)
        #expect(CompletionSignal.detect(environment: ["TERM": "foot"]) == .bellAndOSC777)
        #expect(CompletionSignal.detect(environment: ["TERM": "foot-extra"]) == .bellAndOSC777)
    }

    @Test func othersAndMultiplexersGetTheBellAlone() {
        #expect(CompletionSignal.detect(environment: ["TERM": "xterm-256color"]) == .bell)
        #expect(CompletionSignal.detect(environment: [:]) == .bell)
        #expect(CompletionSignal.detect(environment: ["TERM": "tmux-256color", "TERM_PROGRAM": "tmux"]) == .bell)
        #expect(CompletionSignal.detect(environment: ["TERM": "foot", "TMUX": "/tmp/tmux-1000/default,1,0"]) == .bell)
        #expect(CompletionSignal.detect(environment: ["TERM": "screen-256color", "TERM_PROGRAM": "iTerm.app"]) == .bell)
    }

    @Test func theEscapesCarryTheTitleAndBody() {
        #expect(CompletionSignal.bell.bytes(title: "t", body: "b") == [0x07])
        #expect(String(decoding: CompletionSignal.bellAndOSC9.bytes(title: "grove", body: "Your oak has grown"), as: UTF8.self)
            == "\u{07}\u{1B}]9;Your oak has grown\u{07}")
        #expect(String(decoding: CompletionSignal.bellAndOSC777.bytes(title: "grove", body: "25 min: writing"), as: UTF8.self)
            == "\u{07}\u{1B}]777;notify;grove;25 min: writing\u{07}")
    }

    @Test func controlCharactersAndSemicolonsCannotBreakOutOfTheEscape() {
        let bytes = CompletionSignal.bellAndOSC777.bytes(title: "a;b\u{07}", body: "c\u{1B}]0;x\u{9C}d")
        #expect(String(decoding: bytes, as: UTF8.self) == "\u{07}\u{1B}]777;notify;ab;c]0xd\u{07}")
    }
}
