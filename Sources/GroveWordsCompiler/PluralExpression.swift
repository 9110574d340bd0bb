/// A gettext `plural=` expression: C arithmetic on `n` giving the index of a plural form, such as Russian's
/// `(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2)`.
indirect enum PluralExpression: Equatable {
    case n
    case number(Int)
    case not(PluralExpression)
    case binary(String, PluralExpression, PluralExpression)
    case choice(PluralExpression, PluralExpression, PluralExpression)

    /// The expression in `text`, or nil when it is not one.
    init?(parsing text: String) {
        var parser = Parser(tokens: Self.tokens(of: text) ?? [])
        guard !parser.tokens.isEmpty, let expression = parser.choice(), parser.tokens.isEmpty else { return nil }
        self = expression
    }

    /// Its value for `n`, as C computes it (a comparison is 0 or 1); nil on a division by zero.
    func value(_ n: Int) -> Int? {
        switch self {
        case .n: return n
        case .number(let value): return value
        case .not(let operand): return operand.value(n).map { $0 == 0 ? 1 : 0 }
        case .choice(let condition, let then, let otherwise):
            guard let test = condition.value(n) else { return nil }
            return test != 0 ? then.value(n) : otherwise.value(n)
        case .binary(let operation, let left, let right):
            guard let a = left.value(n), let b = right.value(n) else { return nil }
            switch operation {
            case "||": return a != 0 || b != 0 ? 1 : 0
            case "&&": return a != 0 && b != 0 ? 1 : 0
            case "==": return a == b ? 1 : 0
            case "!=": return a != b ? 1 : 0
            case "<": return a < b ? 1 : 0
            case "<=": return a <= b ? 1 : 0
            case ">": return a > b ? 1 : 0
            case ">=": return a >= b ? 1 : 0
            case "+": return a + b
            case "-": return a - b
            case "*": return a * b
            case "/": return b == 0 ? nil : a / b
            default: return b == 0 ? nil : a % b
            }
        }
    }

    /// Swift statements computing the value into `result` from `n`, one small typed step a line, so the compiler has no
    /// long expression to infer.
    func swiftStatements(indent: String) -> String {
        var lines: [String] = []
        let result = emit(into: &lines)
        return (lines + ["return \(result)"]).map { indent + $0 + "\n" }.joined()
    }

    private func emit(into lines: inout [String]) -> String {
        switch self {
        case .n: return "n"
        case .number(let value): return String(value)
        case .not(let operand):
            let value = operand.emit(into: &lines)
            lines.append("let v\(lines.count): Int = \(value) == 0 ? 1 : 0")
        case .choice(let condition, let then, let otherwise):
            let test = condition.emit(into: &lines), a = then.emit(into: &lines), b = otherwise.emit(into: &lines)
            lines.append("let v\(lines.count): Int = \(test) != 0 ? \(a) : \(b)")
        case .binary(let operation, let left, let right):
            let a = left.emit(into: &lines), b = right.emit(into: &lines)
            switch operation {
            case "||", "&&": lines.append("let v\(lines.count): Int = \(a) != 0 \(operation) \(b) != 0 ? 1 : 0")
            case "+", "-", "*", "/", "%": lines.append("let v\(lines.count): Int = \(a) \(operation) \(b)")
            default: lines.append("let v\(lines.count): Int = \(a) \(operation) \(b) ? 1 : 0")
            }
        }
        return "v\(lines.count - 1)"
    }

    private static let operators = ["||", "&&", "==", "!=", "<=", ">=", "<", ">", "+", "-", "*", "/", "%", "!", "?", ":", "(", ")"]

    private static func tokens(of text: String) -> [String]? {
        var tokens: [String] = []
        var rest = Substring(text)
        while let first = rest.first {
            if first == " " || first == ";" {
                rest = rest.dropFirst()
            } else if first.isNumber {
                let digits = rest.prefix { $0.isNumber }
                tokens.append(String(digits))
                rest = rest.dropFirst(digits.count)
            } else if first == "n" {
                tokens.append("n")
                rest = rest.dropFirst()
            } else if let symbol = operators.first(where: { rest.hasPrefix($0) }) {
                tokens.append(symbol)
                rest = rest.dropFirst(symbol.count)
            } else {
                return nil
            }
        }
        return tokens
    }

    /// Recursive descent over C's precedence, lowest first.
    private struct Parser {
        var tokens: [String]

        mutating func choice() -> PluralExpression? {
            guard let condition = binary(level: 0) else { return nil }
            guard take("?") else { return condition }
            guard let then = choice(), take(":"), let otherwise = choice() else { return nil }
            return .choice(condition, then, otherwise)
        }

        private static let levels = [["||"], ["&&"], ["==", "!="], ["<", "<=", ">", ">="], ["+", "-"], ["*", "/", "%"]]

        mutating func binary(level: Int) -> PluralExpression? {
            guard level < Self.levels.count else { return unary() }
            guard var left = binary(level: level + 1) else { return nil }
            while let operation = tokens.first, Self.levels[level].contains(operation) {
                tokens.removeFirst()
                guard let right = binary(level: level + 1) else { return nil }
                left = .binary(operation, left, right)
            }
            return left
        }

        mutating func unary() -> PluralExpression? {
            if take("!") { return unary().map { .not($0) } }
            if take("(") {
                guard let inner = choice(), take(")") else { return nil }
                return inner
            }
            guard let token = tokens.first else { return nil }
            tokens.removeFirst()
            if token == "n" { return .n }
            return Int(token).map { .number($0) }
        }

        mutating func take(_ token: String) -> Bool {
            guard tokens.first == token else { return false }
            tokens.removeFirst()
            return true
        }
    }
}
