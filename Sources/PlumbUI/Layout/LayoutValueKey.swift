import Foundation

/// A key for a value that a view passes to its layout container, read through
/// `LayoutSubview`'s subscript. Set it with `View.layoutValue(key:value:)`.
public protocol LayoutValueKey {
    /// The type of the key's value.
    associatedtype Value
    /// The value a subview reports when it does not set one.
    static var defaultValue: Value { get }
}

/// The layout values a view carries, keyed by their key type. Values travel with the view
/// through later modifiers (like SwiftUI's view traits), so `.layoutValue(…).padding()` still
/// reports the value to the container.
struct LayoutValueStore: @unchecked Sendable {
    private var values: [ObjectIdentifier: Any] = [:]

    var isEmpty: Bool { values.isEmpty }

    /// The value set for `key`, or nil when none was. An unset key is nil even when the key's
    /// `Value` is itself optional: casting the dictionary's missing `Any?` to an optional
    /// `Value` would succeed with `.some(nil)` and hide the key's default value. Most
    /// subviews set nothing, so this also skips the dynamic cast on the hot path.
    subscript<K: LayoutValueKey>(key: K.Type) -> K.Value? {
        get {
            guard !values.isEmpty, let value = values[ObjectIdentifier(key)] else { return nil }
            return value as? K.Value
        }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}
