import Testing
@testable import PlumbCheck

@Suite("Reading Swift source without a parser")
struct SwiftSourceScannerTests {
    static let source = #"""
        import SwiftUI

        /// A doc comment with a brace { that must not count.
        @available(iOS 16, *)
        private struct Flow: Layout, Sendable {
            var spacing: CGFloat = 8
            let label = "a } in a string"
            let raw = #"a "quoted" } brace"#
            let multi = """
                } lines {
                """
            var computed: CGFloat { spacing * 2 }
            func f() -> String { "\(spacing) { \("nested }")" }
            /* block { /* nested */ } */
            struct Inner: Layout {}
        }

        extension Flow.Inner: Equatable {}

        #Preview {
            Flow { Text("x") }
        }

        public final class Box<T>: Layout where T: Hashable {}
        """#

    @Test("top-level items, their names, modifiers, inheritance and lines")
    func topLevel() {
        let items = SwiftSourceScanner(Self.source).items()
        #expect(items.map(\.keyword) == ["import", "struct", "extension", "#Preview", "class"])
        let flow = items[1]
        #expect(flow.name == "Flow")
        #expect(flow.attributes == ["available"])
        #expect(flow.access == "private")
        #expect(flow.inherited == ["Layout", "Sendable"])
        #expect(flow.conformsToLayout)
        #expect(flow.startLine == 4 && flow.endLine == 16)
        #expect(items[2].name == "Flow.Inner" && items[2].inherited == ["Equatable"])
        #expect(items[3].startLine == 20 && items[3].endLine == 22)
        #expect(items[4].isGeneric && items[4].inherited == ["Layout"] && items[4].modifiers == ["public", "final"])
    }

    @Test("members of a type: braces in strings, raw strings and comments do not end it")
    func members() {
        let flow = SwiftSourceScanner(Self.source).items()[1]
        #expect(flow.members.map(\.keyword) == ["var", "let", "let", "let", "var", "func", "struct"])
        #expect(flow.members.map(\.name) == ["spacing", "label", "raw", "multi", "computed", "f", "Inner"])
        #expect(flow.members.last!.conformsToLayout)
    }

    @Test("an unterminated string or brace ends at the file's end instead of trapping")
    func unterminated() {
        let items = SwiftSourceScanner("struct A: Layout {\n  let s = \"open\n  func g() {\n").items()
        #expect(items.count == 1 && items[0].name == "A")
    }
}
