import Foundation

/// A key for a value in the environment — SwiftUI's `EnvironmentKey`.
///
///     struct Spacing: EnvironmentKey { static let defaultValue: CGFloat = 8 }
///     extension EnvironmentValues {
///         var spacing: CGFloat { get { self[Spacing.self] } set { self[Spacing.self] = newValue } }
///     }
public protocol EnvironmentKey {
    associatedtype Value
    /// The value when no ancestor sets one.
    static var defaultValue: Value { get }
}

/// The values a view reads from its ancestors — SwiftUI's `EnvironmentValues`. Subscript it
/// with an `EnvironmentKey`, or extend it with properties as in SwiftUI.
public struct EnvironmentValues: @unchecked Sendable {
    // Values are set at view-building time, on one thread, and read while building the same
    // tree; the store is a value type, copied when a modifier writes.
    private var values: [ObjectIdentifier: Any] = [:]

    public init() {}

    /// The value for `key`, or its default.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// The environment of the view being built (the defaults outside any build).
    @TaskLocal static var current = EnvironmentValues()

    /// The observable object of type `T` an ancestor provided (`environmentObject`), if any.
    func object<T: ObservableObject>(of type: T.Type) -> T? { values[ObjectIdentifier(ObjectSlot<T>.self)] as? T }

    mutating func setObject<T: ObservableObject>(_ object: T) { values[ObjectIdentifier(ObjectSlot<T>.self)] = object }

    /// A distinct key per object type, apart from every `EnvironmentKey`.
    private enum ObjectSlot<T> {}
}

// The values PlumbUI itself provides (layout is left to right; the display scale is the
// host's, 1 unless the environment is told otherwise).
private struct LayoutDirectionKey: EnvironmentKey { static let defaultValue = LayoutDirection.leftToRight }
private struct DisplayScaleKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }
private struct ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.light }
private struct HorizontalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .compact }
private struct VerticalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .regular }

/// Light or dark appearance. PlumbUI draws nothing, so it only matters to code that reads it.
public enum ColorScheme: Hashable, CaseIterable, Sendable { case light, dark }

/// How much room an axis of the interface has — SwiftUI's `UserInterfaceSizeClass`. PlumbUI
/// models an iPhone held upright: compact across, regular down, unless a view sets them.
public enum UserInterfaceSizeClass: Hashable, CaseIterable, Sendable { case compact, regular }

extension EnvironmentValues {
    /// The layout direction. PlumbUI lays out left to right only.
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }

    /// Points per pixel.
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }

    /// The horizontal size class: compact unless a view sets it.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }

    /// The vertical size class: regular unless a view sets it.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }

    /// The appearance: light unless a view sets it.
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }
}

/// Reads a value from the environment of the view being built — SwiftUI's `@Environment`.
///
///     struct Tag: View {
///         @Environment(\.spacing) var spacing
///         var body: some View { Text("tag").padding(spacing) }
///     }
@propertyWrapper
public struct Environment<Value> {
    private let keyPath: KeyPath<EnvironmentValues, Value>

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }

    /// The value as the view's ancestors set it, read when its body is built.
    public var wrappedValue: Value { EnvironmentValues.current[keyPath: keyPath] }
}

// As in SwiftUI, a layout (which is `Sendable`) may hold an `@Environment` property. The key
// path is only read, never mutated.
extension Environment: @unchecked Sendable where Value: Sendable {}

/// A view whose content sees its environment changed by `write` (a value, an object).
struct _EnvironmentWritingView<Content: View>: _PrimitiveView {
    let content: Content
    let write: (inout EnvironmentValues) -> Void

    static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout _NodeList) {
        var values = EnvironmentValues.current
        view.write(&values)
        EnvironmentValues.$current.withValue(values) {
            Content._makeNodes(view.content, inputs: inputs, into: &nodes)
        }
    }
}

extension View {
    /// Sets the environment value at `keyPath` for this view and everything inside it.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        _EnvironmentWritingView(content: self) { $0[keyPath: keyPath] = value }
    }
}

/// An observable object an ancestor provided with `environmentObject(_:)` (SwiftUI's
/// `@EnvironmentObject`). Reading it where no ancestor provided one stops the program, as in
/// SwiftUI, with the same advice.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject> {
    public init() {}

    public var wrappedValue: ObjectType {
        guard let object = EnvironmentValues.current.object(of: ObjectType.self) else {
            fatalError("No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view.")
        }
        return object
    }

    /// Bindings to the object's properties (`$model.name`).
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject<ObjectType>.Wrapper(object: wrappedValue) }
}

extension View {
    /// Provides `object` to `@EnvironmentObject` properties of this view and everything inside it.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        _EnvironmentWritingView(content: self) { $0.setObject(object) }
    }
}
