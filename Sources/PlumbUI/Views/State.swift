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

/// An object views observe (SwiftUI's `ObservableObject`, from Combine). PlumbUI never
/// re-renders, so nothing subscribes: conforming only lets view models compile unchanged.
public protocol ObservableObject: AnyObject {}

/// A property of an `ObservableObject` that announces its changes (Combine's `@Published`).
/// Nothing listens in PlumbUI; it stores the value.
@propertyWrapper
public struct Published<Value> {
    public var wrappedValue: Value
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public init(initialValue: Value) { wrappedValue = initialValue }
}

/// An observable object a view was given (SwiftUI's `@ObservedObject`).
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject> {
    /// Bindings to the object's properties (`$model.name`).
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType
        /// A binding that reads and writes the object's property at `keyPath`.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = self.object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }

    /// The object.
    public let wrappedValue: ObjectType
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    public init(initialValue: ObjectType) { wrappedValue = initialValue }
    /// Bindings to the object's properties.
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }
}

/// An observable object a view owns (SwiftUI's `@StateObject`): made once, when first read.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject> {
    private final class Storage {
        let make: () -> ObjectType
        lazy var object: ObjectType = make()
        init(_ make: @escaping () -> ObjectType) { self.make = make }
    }
    private let storage: Storage

    /// Owns the object `thunk` makes, made when first read.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { storage = Storage(thunk) }
    /// The object.
    public var wrappedValue: ObjectType { storage.object }
    /// Bindings to the object's properties.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject<ObjectType>.Wrapper(object: storage.object) }
}
