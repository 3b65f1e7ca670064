import Foundation

/// The layout expression written at a check's call site (`TagCloud(spacing: 8)` in
/// `checker.check(TagCloud(spacing: 8))`), read from the source file, so a printed case builds
/// the layout with the very call its author wrote: a layout whose stored properties do not
/// spell its initializer (a custom `init`, private state) prints as that call, not as a guess.
///
/// Used only when the expression stands alone: its identifiers are type names, argument labels,
/// members after a dot (`.leading`) and literals. One naming a variable (`check(layout)`,
/// `TagCloud(spacing: s)`) would not compile in a printed case, and is left to
/// `SwiftLiteral`.
enum CallSiteExpression {
    /// The first argument of the first call to one of `functions` that starts on `line` of
    /// `file` (the call may span several lines), when it is a standalone expression whose
    /// first name is `typeName` or `AnyLayout`.
    static func argument(file: String, line: Int, functions: [String], typeName: String) -> String? {
        guard line > 0, let text = try? String(contentsOfFile: file, encoding: .utf8) else { return nil }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard line <= lines.count else { return nil }
        let rest = lines[(line - 1)...].prefix(40).joined(separator: "\n")
        for function in functions {
            guard let call = rest.range(of: function + "("), let argument = firstArgument(rest[call.upperBound...]) else { continue }
            let trimmed = argument.trimmingCharacters(in: .whitespacesAndNewlines)
            let simpleType = typeName.split(separator: ".").last.map(String.init) ?? typeName
            guard trimmed.hasPrefix(simpleType + "(") || trimmed == simpleType + "()" || trimmed.hasPrefix("AnyLayout(")
                    || trimmed.hasPrefix(typeName + "(") else { continue }
            return standsAlone(trimmed) ? trimmed : nil
        }
        return nil
    }

    /// The text up to the first top-level comma or the closing parenthesis of the call.
    static func firstArgument(_ text: Substring) -> String? {
        var depth = 0, inString = false, previous: Character = " "
        for index in text.indices {
            let c = text[index]
            defer { previous = c }
            if c == "\"" && previous != "\\" { inString.toggle() }
            if inString { continue }
            switch c {
            case "(", "[", "{": depth += 1
            case ")", "]", "}":
                if depth == 0 { return String(text[..<index]) }
                depth -= 1
            case "," where depth == 0:
                return String(text[..<index])
            default: break
            }
        }
        return nil
    }

    /// Whether every identifier in `expression` is a type name (capitalized), an argument
    /// label, a member after a dot or a literal keyword: no variables, no function calls.
    static func standsAlone(_ expression: String) -> Bool {
        let characters = Array(expression)
        var i = 0, inString = false
        while i < characters.count {
            let c = characters[i]
            if c == "\"" { inString.toggle(); i += 1; continue }
            if inString || !(c.isLetter || c == "_") { i += 1; continue }
            var j = i
            while j < characters.count && (characters[j].isLetter || characters[j].isNumber || characters[j] == "_") { j += 1 }
            let word = String(characters[i..<j])
            let before = characters[..<i].last { $0 != " " }
            let after = characters[j...].first { $0 != " " }
            let isLabel = after == ":"
            let isMember = before == "."
            let isLiteral = ["true", "false", "nil"].contains(word)
            let isType = word.first!.isUppercase
            // A number's exponent or hex digits (`1e3`, `0xFF`) follow a digit.
            let inNumber = i > 0 && characters[i - 1].isNumber
            if !(isLabel || isMember || isLiteral || isType || inNumber) { return false }
            i = j
        }
        return true
    }
}
