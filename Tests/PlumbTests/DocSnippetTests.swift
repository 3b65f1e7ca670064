import Foundation
import Testing

/// Every Swift snippet in the README and the DocC articles is code a test compiles: each of its
/// paragraphs (lines between blank lines) stands verbatim, line for line, in a file of this
/// test target. Manifest lines stand in the README's `// Package.swift` block, which
/// `Scripts/user-package-swiftui` builds a package from.
@Suite("The documentation's code compiles")
struct DocSnippetTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static var documents: [URL] {
        let catalog = root.appendingPathComponent("Sources/Plumb/Plumb.docc")
        let articles = (try? FileManager.default.contentsOfDirectory(at: catalog, includingPropertiesForKeys: nil)) ?? []
        return [root.appendingPathComponent("README.md")] + articles.filter { $0.pathExtension == "md" }.sorted { $0.path < $1.path }
    }

    /// The ```swift blocks of a Markdown text.
    static func swiftBlocks(_ text: String) -> [[String]] {
        var blocks: [[String]] = [], current: [String]?
        for line in text.components(separatedBy: "\n") {
            if current == nil, line.trimmingCharacters(in: .whitespaces) == "```swift" { current = []; continue }
            if current != nil, line.trimmingCharacters(in: .whitespaces) == "```" { blocks.append(current!); current = nil; continue }
            current?.append(line)
        }
        return blocks
    }

    /// The block's paragraphs, each line without its surrounding white space.
    static func paragraphs(_ block: [String]) -> [[String]] {
        block.map { $0.trimmingCharacters(in: .whitespaces) }.split(separator: "").map(Array.init)
    }

    static func contains(_ haystack: [String], _ needle: [String]) -> Bool {
        guard !needle.isEmpty, needle.count <= haystack.count else { return needle.isEmpty }
        return (0...(haystack.count - needle.count)).contains { Array(haystack[$0..<($0 + needle.count)]) == needle }
    }

    @Test("each snippet's paragraphs are compiled by this test target, or are the README's manifest lines")
    func snippetsCompile() throws {
        let testDirectory = Self.root.appendingPathComponent("Tests/PlumbTests")
        let sources = try FileManager.default.contentsOfDirectory(at: testDirectory, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" && $0.lastPathComponent != "DocSnippetTests.swift" }
            .map { try String(contentsOf: $0, encoding: .utf8).components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) } }
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let manifest = try #require(Self.swiftBlocks(readme).first { $0.first == "// Package.swift" }, "the README has no // Package.swift block")
            .map { $0.trimmingCharacters(in: .whitespaces) }
        var checked = 0
        for document in Self.documents {
            for block in Self.swiftBlocks(try String(contentsOf: document, encoding: .utf8)) where block.first != "// Package.swift" {
                for paragraph in Self.paragraphs(block) {
                    checked += 1
                    let compiled = sources.contains { Self.contains($0, paragraph) } || Self.contains(manifest, paragraph)
                    #expect(compiled, "\(document.lastPathComponent): this snippet is not compiled by any test:\n\(paragraph.joined(separator: "\n"))")
                }
            }
        }
        #expect(checked >= 10, "only \(checked) snippet paragraphs found")
    }

    @Test("a snippet no test compiles is found")
    func uncompiledSnippetIsFound() {
        let paragraph = Self.paragraphs(Self.swiftBlocks("```swift\nlet notCompiledAnywhere = 42\n```")[0])[0]
        #expect(!Self.contains(["let x = 1", "let y = 2"], paragraph))
        #expect(Self.contains(["a", "let notCompiledAnywhere = 42", "b"], paragraph))
    }
}
