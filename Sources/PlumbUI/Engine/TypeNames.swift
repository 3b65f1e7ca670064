import Foundation

/// Type names, found once per type. `String(describing:)` on a metatype first asks whether it
/// conforms to `CustomStringConvertible` and the like: several conformance lookups a call,
/// each scanning every conformance record the first time (about 240,000 instructions for a new
/// type here), and still thousands when cached. The runtime's own `_typeName` gives the same
/// text without them (a test holds the two together).
@_spi(Engine)
public enum TypeNames {
    private static let short = PerTypeMemo<String>()

    /// `type`'s name as `String(describing:)` prints it: unqualified, with generic arguments.
    public static func name(of type: Any.Type) -> String { short.value(for: type) { _typeName(type, qualified: false) } }

    /// `type`'s module-qualified name, as `String(reflecting:)` prints it.
    public static func qualifiedName(of type: Any.Type) -> String { _typeName(type, qualified: true) }
}
