import Foundation

/// A value described in full, the same in every process: stored properties and enum payloads
/// spelled out through `Mirror`, and the elements of sets and dictionaries sorted, since their
/// order follows a hash seed that changes from one process to the next. Identities made anew in
/// each process (an `Identifiable` value's `let id = UUID()`, a creation date, an object
/// identifier) are described by their type alone: otherwise every replay would see a change.
enum StableDescription {
    static func of(_ value: Any) -> String {
        if value is UUID || value is Date || value is ObjectIdentifier { return "<\(type(of: value))>" }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .set, .dictionary:
            return "[" + mirror.children.map { of($0.value) }.sorted().joined(separator: ", ") + "]"
        case .some where !mirror.children.isEmpty:
            let parts = mirror.children.map { child in (child.label.map { $0 + ": " } ?? "") + of(child.value) }
            return "\(type(of: value))(" + parts.joined(separator: ", ") + ")"
        default:
            // A number, a string, an enum case without payload, an empty struct.
            return String(reflecting: value)
        }
    }
}
