import Foundation

/// A value described in full, the same in every process: stored properties and enum payloads
/// spelled out through `Mirror`, and the elements of sets and dictionaries sorted, since their
/// order follows a hash seed that changes from one process to the next. Identities made anew in
/// each process (an `Identifiable` value's `let id = UUID()`, a creation date, an object
/// identifier) are described by their type alone: otherwise every replay would see a change.
enum StableDescription {
    /// Values nested deeper than 64 levels (an object graph with a cycle, say) are described by
    /// their type alone, so the description ends.
    static func of(_ value: Any) -> String { describe(value, objectsByType: false, depth: 64) }

    /// As `of`, for telling a checker's layout apart from another's in every process: objects
    /// (whose state may be made afresh, and whose references may form a cycle) are described by
    /// their type alone, and values nested deeper than 16 levels too.
    static func identity(of value: Any) -> String { describe(value, objectsByType: true, depth: 16) }

    private static func describe(_ value: Any, objectsByType: Bool, depth: Int) -> String {
        if value is UUID || value is Date || value is ObjectIdentifier { return "<\(type(of: value))>" }
        let mirror = Mirror(reflecting: value)
        if depth <= 0 || (objectsByType && mirror.displayStyle == .class) { return "<\(type(of: value))>" }
        func inner(_ child: Any) -> String { describe(child, objectsByType: objectsByType, depth: depth - 1) }
        switch mirror.displayStyle {
        case .set, .dictionary:
            return "[" + mirror.children.map { inner($0.value) }.sorted().joined(separator: ", ") + "]"
        case .some where !mirror.children.isEmpty:
            let parts = mirror.children.map { child in (child.label.map { $0 + ": " } ?? "") + inner(child.value) }
            return "\(type(of: value))(" + parts.joined(separator: ", ") + ")"
        default:
            // A number, a string, an enum case without payload, an empty struct.
            return String(reflecting: value)
        }
    }
}
