import Foundation

/// One declaration of a Swift file as `SwiftSourceScanner` splits it (a type, an extension, a
/// function, a property, an import, a compiler directive, a `#Preview`), with its members when
/// it is a type or an extension.
public struct SourceItem: Sendable {
    /// The declaration word (`struct`, `extension`, `init`, `var`…), or `#` and the directive's
    /// name (`#if`, `#Preview`).
    public let keyword: String
    /// The declared name (`TagFlow`, `Outer.Inner` for an extension), empty when it has none.
    public let name: String
    /// Attribute names without `@` (`MainActor`, `available`).
    public let attributes: [String]
    /// Modifiers (`private`, `static`…).
    public let modifiers: [String]
    /// The inheritance clause's entries, for types and extensions (`Layout`, `Sendable`).
    public let inherited: [String]
    /// Whether the declaration has generic parameters of its own.
    public let isGeneric: Bool
    /// Bytes of the whole item in its file (attributes and modifiers included).
    public let range: Range<Int>
    /// Bytes of its body between the braces, when it has one.
    public let bodyRange: Range<Int>?
    /// Where the header ends (the body's opening brace, or the item's end).
    let headerEnd: Int
    /// Its members, for a type or an extension.
    public let members: [SourceItem]
    /// 1-based lines of its first and last byte.
    public let startLine: Int
    public let endLine: Int
    let source: SwiftSourceScanner

    /// The item's text.
    public var text: String { source.text(range) }
    /// The header: everything before the body (or the whole item when it has none).
    public var header: String { source.text(range.lowerBound..<min(range.upperBound, headerEnd)) }

    /// Whether it is a type declaration (not an extension).
    public var declaresType: Bool { ["struct", "class", "enum", "actor"].contains(keyword) }

    /// Whether its inheritance clause names SwiftUI's `Layout` protocol.
    public var conformsToLayout: Bool {
        inherited.contains { $0 == "Layout" || $0 == "SwiftUI.Layout" || $0 == "PlumbUI.Layout" }
    }

    /// The access the declaration states (`private`…), or nil for the default.
    public var access: String? {
        modifiers.first { ["private", "fileprivate", "internal", "public", "open", "package"].contains($0) }
    }

    /// Whether it is static (a type member, not an instance one).
    public var isStatic: Bool { modifiers.contains("static") || modifiers.contains("class") }
}
