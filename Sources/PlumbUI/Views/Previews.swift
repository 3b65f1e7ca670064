import Foundation

// Xcode previews, so that a layout's file with a `PreviewProvider` compiles unchanged. PlumbUI
// never shows them. (The `#Preview` macro cannot be offered without a compiler plugin: guard
// it with `#if canImport(SwiftUI)`.)

/// A type that provides views for Xcode's previews (never shown by PlumbUI).
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder static var previews: Previews { get }
}

/// How a preview is sized (no effect in PlumbUI).
public enum PreviewLayout: Sendable {
    case device
    case sizeThatFits
    case fixed(width: CGFloat, height: CGFloat)
}

extension View {
    /// Sizes the view's preview (no effect in PlumbUI).
    public func previewLayout(_ layout: PreviewLayout) -> some View { _InputsView(content: self) { _ in } }
    /// Names the view's preview (no effect in PlumbUI).
    public func previewDisplayName(_ name: String?) -> some View { _InputsView(content: self) { _ in } }
}
