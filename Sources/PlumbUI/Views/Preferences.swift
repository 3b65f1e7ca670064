import Foundation

/// A value views pass up to their ancestors — SwiftUI's `PreferenceKey`. PlumbUI accepts
/// preferences so that code setting and reading them compiles, but collects none: setting one
/// changes no layout, and `onPreferenceChange` never calls its action (as in SwiftUI, a
/// preference only reaches layout through state the action sets, which PlumbUI never
/// re-renders).
public protocol PreferenceKey {
    associatedtype Value
    /// The value when no view sets one.
    static var defaultValue: Value { get }
    /// Combines the values of several views, in view order.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension View {
    /// Sets the preference `key` to `value` for ancestors to read (changes no layout).
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        _InputsView(content: self) { _ in }
    }

    /// Changes the preference `key` as it passes this view (changes no layout).
    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void)
        -> some View {
        _InputsView(content: self) { _ in }
    }

    /// Calls `action` when the preference `key` changes: never in PlumbUI, which does not
    /// re-render (changes no layout).
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void)
        -> some View where K.Value: Equatable {
        _InputsView(content: self) { _ in }
    }
}
