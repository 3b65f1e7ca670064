import Foundation

// View state, so that views written for SwiftUI (a preview's `@State`, a toggle's binding)
// compile unchanged. PlumbUI lays out a view tree once per pass and never re-renders, so
// state only ever holds what the view set or was given: it has no layout effect.

/// A value a view owns and may change (SwiftUI's `@State`). Setting it changes the stored
/// value; nothing is re-rendered.
@propertyWrapper
public struct State<Value> {
    private final class Storage { var value: Value; init(_ value: Value) { self.value = value } }
    private let storage: Storage

    public init(wrappedValue value: Value) { storage = Storage(value) }
    public init(initialValue value: Value) { storage = Storage(value) }

    public var wrappedValue: Value {
        get { storage.value }
        nonmutating set { storage.value = newValue }
    }

    /// A binding to the value.
    public var projectedValue: Binding<Value> {
        let storage = self.storage
        return Binding(get: { storage.value }, set: { storage.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// State that starts as nil.
    public init() { self.init(wrappedValue: nil) }
}

/// A read-write reference to a value owned elsewhere (SwiftUI's `@Binding`).
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    private let get: () -> Value
    private let set: (Value) -> Void

    /// A binding that reads with `get` and writes with `set`.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) { self.get = get; self.set = set }
    /// The binding itself, as `@Binding var x: T` is initialised.
    public init(projectedValue: Binding<Value>) { self = projectedValue }

    /// A binding to a value that never changes.
    public static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }

    public var wrappedValue: Value {
        get { get() }
        nonmutating set { set(newValue) }
    }

    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the value.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(get: { self.wrappedValue[keyPath: keyPath] }, set: { self.wrappedValue[keyPath: keyPath] = $0 })
    }
}
