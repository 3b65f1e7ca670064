import Foundation

// Gestures, accepted so that SwiftUI code compiles unchanged. PlumbUI has no input: no gesture
// is ever recognised and no callback runs, and none changes layout.

/// An input gesture. Its callbacks never run in PlumbUI.
public protocol Gesture {
    /// What the gesture reports as it changes.
    associatedtype Value
}

extension Gesture {
    /// Runs `action` as the gesture changes (never, in PlumbUI).
    public func onChanged(_ action: @escaping (Value) -> Void) -> Self { self }
    /// Runs `action` when the gesture ends (never, in PlumbUI).
    public func onEnded(_ action: @escaping (Value) -> Void) -> Self { self }
}

/// A tap, or `count` taps.
public struct TapGesture: Gesture {
    public typealias Value = Void
    public init(count: Int = 1) {}
}

/// A press held for `minimumDuration` seconds.
public struct LongPressGesture: Gesture {
    public typealias Value = Bool
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {}
}

/// A drag.
public struct DragGesture: Gesture {
    /// Where a drag is.
    public struct Value: Equatable, Sendable {
        public var location: CGPoint
        public var startLocation: CGPoint
        public var translation: CGSize
        public var predictedEndLocation: CGPoint
        public var predictedEndTranslation: CGSize
        public var velocity: CGSize
    }
    public init(minimumDistance: CGFloat = 10) {}
}

/// A pinch.
public struct MagnifyGesture: Gesture {
    /// How far a pinch has magnified.
    public struct Value: Equatable, Sendable {
        public var magnification: CGFloat
        public var startLocation: CGPoint
    }
    public init(minimumScaleDelta: CGFloat = 0.01) {}
}

/// A two-finger rotation.
public struct RotateGesture: Gesture {
    /// How far a rotation has turned.
    public struct Value: Equatable, Sendable {
        public var rotation: Angle
        public var startLocation: CGPoint
    }
    public init(minimumAngleDelta: Angle = .degrees(1)) {}
}

extension View {
    /// Attaches `gesture` (no effect in PlumbUI).
    public func gesture<G: Gesture>(_ gesture: G) -> some View { _InputsView(content: self) { _ in } }
    /// Attaches `gesture` alongside the view's others (no effect in PlumbUI).
    public func simultaneousGesture<G: Gesture>(_ gesture: G) -> some View { _InputsView(content: self) { _ in } }
    /// Attaches `gesture` ahead of the view's others (no effect in PlumbUI).
    public func highPriorityGesture<G: Gesture>(_ gesture: G) -> some View { _InputsView(content: self) { _ in } }
    /// Adds a long-press action (behaviour only).
    public func onLongPressGesture(minimumDuration: Double = 0.5, perform action: @escaping () -> Void) -> some View {
        _InputsView(content: self) { _ in }
    }
}
