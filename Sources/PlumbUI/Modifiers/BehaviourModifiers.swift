import Foundation

// Modifiers for animation, transitions, life-cycle and visibility: SwiftUI code that uses them
// compiles unchanged, and none changes layout (a hidden view keeps its size and place), so
// they add no node. Modifiers that do change layout and that PlumbUI does not model
// (`aspectRatio`, `position`, `Image.resizable`…) are left out on purpose: a
// view that uses one fails to compile instead of being laid out as if it were not there.

/// How a change animates (no effect in PlumbUI, which lays out final states only).
public struct Animation: Hashable, Sendable {
    let name: String
    private init(_ name: String) { self.name = name }

    public static let `default` = Animation("default")
    public static let linear = Animation("linear")
    public static let easeIn = Animation("easeIn")
    public static let easeOut = Animation("easeOut")
    public static let easeInOut = Animation("easeInOut")
    public static func linear(duration: Double) -> Animation { Animation("linear(\(duration))") }
    public static func easeIn(duration: Double) -> Animation { Animation("easeIn(\(duration))") }
    public static func easeOut(duration: Double) -> Animation { Animation("easeOut(\(duration))") }
    public static func easeInOut(duration: Double) -> Animation { Animation("easeInOut(\(duration))") }
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
        Animation("spring(\(response), \(dampingFraction), \(blendDuration))")
    }
    /// This animation after `delay` seconds.
    public func delay(_ delay: Double) -> Animation { Animation("\(name).delay(\(delay))") }
    /// This animation at `speed` times its pace.
    public func speed(_ speed: Double) -> Animation { Animation("\(name).speed(\(speed))") }
}

/// Runs `body` (PlumbUI does not animate, so this is just the call).
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// How a view enters and leaves (no effect in PlumbUI).
public struct AnyTransition: Sendable {
    let name: String
    private init(_ name: String) { self.name = name }

    public static let identity = AnyTransition("identity")
    public static let opacity = AnyTransition("opacity")
    public static let scale = AnyTransition("scale")
    public static let slide = AnyTransition("slide")
    public static func move(edge: Edge) -> AnyTransition { AnyTransition("move(\(edge))") }
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition("scale(\(scale))") }
    /// Both transitions at once.
    public func combined(with other: AnyTransition) -> AnyTransition { AnyTransition("\(name)+\(other.name)") }
    /// `insertion` on the way in, `removal` on the way out.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition("asymmetric(\(insertion.name), \(removal.name))")
    }
}

extension View {
    /// Animates changes to `value` (no effect in PlumbUI).
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { _InputsView(content: self) { _ in } }
    /// Sets how the view enters and leaves (no effect in PlumbUI).
    public func transition(_ transition: AnyTransition) -> some View { _InputsView(content: self) { _ in } }
    /// Runs `action` when the view appears (never called: PlumbUI does not render).
    public func onAppear(perform action: (() -> Void)? = nil) -> some View { _InputsView(content: self) { _ in } }
    /// Runs `action` when the view disappears (never called: PlumbUI does not render).
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View { _InputsView(content: self) { _ in } }
    /// Hides the view: it is not drawn, but keeps its size and place in the layout.
    public func hidden() -> some View { _InputsView(content: self) { _ in } }
}

// Navigation, presentation, events and accessibility: what they do happens outside the view's
// own layout (a bar, a sheet, a callback), so PlumbUI accepts them and nothing changes.
extension View {
    /// Sets the title a navigation container shows in its bar (no effect on this view's layout;
    /// navigation containers are not modelled).
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { _InputsView(content: self) { _ in } }
    /// Sets the navigation title from a `Text`.
    public func navigationTitle(_ title: Text) -> some View { _InputsView(content: self) { _ in } }
    /// Adds items to a toolbar outside this view; they are not laid out with it.
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View { _InputsView(content: self) { _ in } }
    /// Presents `content` in a sheet while `isPresented` is true (never presented in PlumbUI).
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                     @ViewBuilder content: @escaping () -> Content) -> some View {
        _InputsView(content: self) { _ in }
    }
    /// Presents a sheet for `item` while it is non-nil (never presented in PlumbUI).
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                         @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        _InputsView(content: self) { _ in }
    }
    /// Runs `action` when `value` changes (never called: PlumbUI does not update views).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some View {
        _InputsView(content: self) { _ in }
    }
    /// Runs `action` when `value` changes (never called: PlumbUI does not update views).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        _InputsView(content: self) { _ in }
    }
    /// Runs `action` when `value` changes, given the new value (never called).
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some View {
        _InputsView(content: self) { _ in }
    }
    /// Starts `action` when the view appears (never started: PlumbUI does not render).
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View {
        _InputsView(content: self) { _ in }
    }
    /// Hides the view from accessibility (no layout effect).
    public func accessibilityHidden(_ hidden: Bool) -> some View { _InputsView(content: self) { _ in } }
    /// Makes the view an accessibility element (no layout effect).
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { _InputsView(content: self) { _ in } }
}

/// How an accessibility element treats the elements inside it.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    let name: String
    public static let ignore = AccessibilityChildBehavior(name: "ignore")
    public static let contain = AccessibilityChildBehavior(name: "contain")
    public static let combine = AccessibilityChildBehavior(name: "combine")
}
