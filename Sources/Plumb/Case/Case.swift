import Foundation
import PlumbUI

/// One generated input: a view tree and the proposal its root gets.
///
/// Codable as reviewable JSON (sorted keys, a format version), Hashable, convertible to a
/// PlumbUI view (`view(_:)`), and printable as PlumbUI/SwiftUI source (`swiftSource`).
public struct Case: Codable, Hashable, Sendable {
    /// The JSON format this build writes and reads.
    public static let currentFormatVersion = 1

    public var formatVersion: Int
    /// The root of the view tree.
    public var root: CaseNode
    /// What the root is proposed.
    public var proposal: CaseProposal
    /// The registered layout under test, when the case exercises a third-party layout.
    public var layoutUnderTest: String?

    public init(root: CaseNode, proposal: CaseProposal, layoutUnderTest: String? = nil) {
        formatVersion = Self.currentFormatVersion
        self.root = root; self.proposal = proposal; self.layoutUnderTest = layoutUnderTest
    }

    /// The tree as a PlumbUI view.
    public func view(_ registry: LayoutRegistry = .builtIn) throws -> AnyView { try root.view(registry) }

    /// The case with its proposal resolved to concrete numbers.
    public func materialized(host: LayoutHost, registry: LayoutRegistry = .builtIn) throws -> Case {
        let p = try proposal.resolved(root: root, host: host, registry: registry)
        var copy = self
        copy.proposal = .size(width: p.width.map { Double($0) }, height: p.height.map { Double($0) })
        return copy
    }
}
