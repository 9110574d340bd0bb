import Foundation
import Testing
import GroveCore
import GroveTestSupport

@Suite("where JSON text breaks")
struct JSONSyntaxProblemTests {
    func problem(_ text: String) -> String? {
        JSONSyntaxProblem.find(in: Array(text.utf8))?.description
    }

    @Test(arguments: [
        (#"{"a": 25,}"#, "line 1, column 10: a comma before '}' (JSON allows none)"),
        (#"{"a": 25"#, "line 1, column 1: this object is never closed with '}'"),
        ("{\n  \"a\": 25\n  \"b\": 1}", "line 3, column 3: expected ',' or '}' after a value, found '\"'"),
        (#"{"a": x}"#, "line 1, column 7: expected a value (a number, \"text\", true, false, null, [ or {), found 'x'"),
        ("", "line 1, column 1: the text ends where a value should be"),
        (#"{"a": 1, "a": 2}"#, #"line 1, column 10: the key "a" appears twice in one object"#),
        (#"{"a": 1, "\u0061": 2}"#, #"line 1, column 10: the key "a" appears twice in one object"#),
        (#"{'a': 1}"#, "line 1, column 2: expected a key in double quotes, found '''"),
        (#"[1, 2,]"#, "line 1, column 7: a comma before ']' (JSON allows none)"),
        (#"{"a": 01}"#, "line 1, column 7: a number cannot start with 0 followed by digits"),
        (#"{"é": tru}"#, "line 1, column 7: expected true, false or null, found 't'"),
        ("{\"a\": \"x\ty\"}", "line 1, column 9: a control character inside a string (write it as \\n, \\t or \\u00XX)"),
        (#"{} {}"#, "line 1, column 4: '{' after the end of the JSON value"),
        (#"{"a": "unclosed}"#, "line 1, column 7: this string is never closed with '\"'"),
    ])
    func saysWhereAndWhatInWords(text: String, expected: String) {
        #expect(problem(text) == expected)
    }

    @Test func wellFormedTextHasNoProblem() {
        for text in [#"{"a": [1, -2.5e+3, true, false, null, "\"\\\/\b\f\n\r\t\u00e9"], "b": {}}"#, "[]", " 7 ", #""x""#] {
            #expect(problem(text) == nil, "\(text)")
        }
        #expect(problem(String(repeating: "[", count: 600) + String(repeating: "]", count: 600))?.contains("nested more than") == true)
    }

    /// Whatever JSONDecoder refuses is a problem here too, over thousands of damaged texts:
    /// the messages never call a file fine that grove cannot read.
    @Test func neverMoreLenientThanJSONDecoder() {
        var generator = SeededGenerator(seed: 23)
        let base = Array(#"{"focusMinutes": 25, "tags": ["a", "b\n"], "on": true, "x": null, "n": -1.5e2}"#.utf8)
        let pieces = Array(#"{}[]",: 0-.e"\tnul"#.utf8)
        for _ in 0..<5000 {
            var text = base
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                let at = Int.random(in: 0..<text.count, using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: text.remove(at: at)
                case 1: text.insert(pieces.randomElement(using: &generator)!, at: at)
                default: text[at] = pieces.randomElement(using: &generator)!
                }
            }
            let decoded = (try? JSONDecoder().decode(JSONValue.self, from: Data(text))) != nil
            if !decoded {
                #expect(JSONSyntaxProblem.find(in: text) != nil, "\(String(decoding: text, as: UTF8.self))")
            }
        }
    }
}
