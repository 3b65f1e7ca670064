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

    subscript<K: LayoutValueKey>(key: K.Type) -> K.Value? {
        get { values[ObjectIdentifier(key)] as? K.Value }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}
