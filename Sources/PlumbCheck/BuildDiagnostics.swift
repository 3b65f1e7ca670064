import Foundation

/// The compiler's errors in a build's output, and the SwiftUI API among them that PlumbUI does
/// not have.
public struct BuildDiagnostics {
    /// One `path:line:column: error: message` line.
    public struct Error: Equatable {
        public let file: String
        public let line: Int
        public let message: String
    }

    public let errors: [Error]

    public init(output: String) {
        var seen = Set<String>(), errors: [Error] = []
        for raw in output.split(separator: "\n") {
            let line = String(raw)
            guard let marker = line.range(of: ": error: ") else { continue }
            let location = line[..<marker.lowerBound].split(separator: ":")
            guard location.count >= 3, let number = Int(location[location.count - 2]) else { continue }
            let file = location.dropLast(2).joined(separator: ":")
            let error = Error(file: file, line: number, message: String(line[marker.upperBound...]))
            // The compiler repeats an error for every batch that sees it.
            if seen.insert("\(file):\(number):\(error.message)").inserted { errors.append(error) }
        }
        self.errors = errors
    }

    /// The SwiftUI names the messages say are missing (`Label`, `kerning`), in order met.
    public var missingNames: [String] { Self.missingNames(in: errors.map(\.message)) }

    /// What the compiler says of a name it does not know (the patterns are constant, so
    /// making them cannot fail).
    static let missingPatterns = [
        #"cannot find (?:type )?'([^']+)' in scope"#, #"has no member '([^']+)'"#, #"no such module '([^']+)'"#,
    ].map { try! NSRegularExpression(pattern: $0) }

    static func missingNames(in messages: [String]) -> [String] {
        var names: [String] = []
        for message in messages {
            for regex in missingPatterns {
                guard let match = regex.firstMatch(in: message, range: NSRange(message.startIndex..., in: message)),
                      let range = Range(match.range(at: 1), in: message) else { continue }
                let name = String(message[range])
                if !names.contains(name) { names.append(name) }
            }
        }
        return names
    }
}
