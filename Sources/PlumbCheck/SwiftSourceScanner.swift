/// The PlumbCheck module: what `plumb check` needs to check layout files as users have them:
/// reading Swift source well enough to find its declarations (`SwiftSourceScanner`,
/// `SourceItem`), the layouts among them (`LayoutFinder`), how to build each
/// (`LayoutConstruction`), the scratch package that compiles the files unchanged against
/// PlumbUI (`ScratchPackage`, `BuildDiagnostics`), the whole check (`FileCheck`), and the
/// runner that program calls (`LayoutFileRunner`). It imports Plumb and PlumbUI for the runner,
/// and Plumb's shell quoting and stable hash: reading and building lay nothing out.

import Foundation

/// Splits Swift source into its declarations without a parser: it skips comments and string
/// literals (interpolations, multi-line and raw strings included), tracks bracket depth, and
/// starts a new item at each line whose first token, at depth zero, can begin a declaration.
/// That is all `plumb check` needs: the items are what it may leave out of a copy when they do
/// not compile, and the type declarations are where it looks for layouts.
public struct SwiftSourceScanner: Sendable {
    let bytes: [UInt8]
    /// Where each line starts (byte offsets), for line numbers.
    let lineStarts: [Int]

    public init(_ source: String) {
        let bytes = Array(source.utf8)
        self.bytes = bytes
        lineStarts = [0] + bytes.indices.filter { bytes[$0] == UInt8(ascii: "\n") }.map { $0 + 1 }
    }

    /// The items of the whole source, each with its members when it has a body.
    public func items() -> [SourceItem] { items(in: 0..<bytes.count, depth: 0) }

    /// Words that can begin a declaration (after attributes and modifiers).
    static let declarationWords: Set<String> = [
        "import", "struct", "class", "enum", "extension", "protocol", "actor", "func", "var", "let", "typealias",
        "init", "deinit", "subscript", "case", "associatedtype", "macro", "operator", "precedencegroup",
    ]
    /// Words that may stand before the declaration word.
    static let modifierWords: Set<String> = [
        "private", "fileprivate", "internal", "public", "open", "package", "static", "final", "lazy", "override",
        "mutating", "nonmutating", "nonisolated", "indirect", "convenience", "required", "weak", "unowned", "dynamic",
        "optional", "prefix", "postfix", "infix", "consuming", "borrowing", "isolated", "distributed",
    ]

    /// The items between `range` (a file, or a type's body without its braces).
    func items(in range: Range<Int>, depth: Int) -> [SourceItem] {
        var starts: [Int] = []
        var i = range.lowerBound, nesting = 0, atLineStart = true
        while i < range.upperBound {
            let c = bytes[i]
            if c == UInt8(ascii: "\n") { atLineStart = true; i += 1; continue }
            if c == UInt8(ascii: ";") && nesting == 0 { atLineStart = true; i += 1; continue }
            if c == UInt8(ascii: " ") || c == UInt8(ascii: "\t") || c == UInt8(ascii: "\r") { i += 1; continue }
            if let end = skipTrivia(at: i) { i = end; continue }
            if nesting == 0 && atLineStart && beginsItem(at: i) { starts.append(i) }
            atLineStart = false
            if let end = skipLiteral(at: i) { i = end; continue }
            if c == UInt8(ascii: "{") || c == UInt8(ascii: "(") || c == UInt8(ascii: "[") { nesting += 1 }
            if c == UInt8(ascii: "}") || c == UInt8(ascii: ")") || c == UInt8(ascii: "]") { nesting = max(0, nesting - 1) }
            i += 1
        }
        // Attributes on lines of their own (`@available(…)` above `struct`) belong to the
        // declaration below them.
        var merged: [Int] = []
        for start in starts {
            if let previous = merged.last, onlyAttributes(previous..<start) { continue }
            merged.append(start)
        }
        starts = merged
        var items: [SourceItem] = []
        for (n, start) in starts.enumerated() {
            let end = n + 1 < starts.count ? starts[n + 1] : range.upperBound
            items.append(item(from: start, to: trimmedEnd(start, end), depth: depth))
        }
        return items
    }

    /// Whether `range` holds nothing but attributes, comments and white space.
    func onlyAttributes(_ range: Range<Int>) -> Bool {
        var i = skipSpace(range.lowerBound, range.upperBound)
        var sawAttribute = false
        while i < range.upperBound {
            guard bytes[i] == UInt8(ascii: "@") else { return false }
            let w = word(at: i + 1)
            guard !w.isEmpty else { return false }
            i += 1 + w.utf8.count
            if i < range.upperBound && bytes[i] == UInt8(ascii: "(") { i = matching(i, range.upperBound) }
            sawAttribute = true
            i = skipSpace(i, range.upperBound)
        }
        return sawAttribute
    }

    /// Whether a declaration, an attribute, a compiler directive or a `#Preview` starts at `i`.
    func beginsItem(at i: Int) -> Bool {
        if bytes[i] == UInt8(ascii: "@") || bytes[i] == UInt8(ascii: "#") { return true }
        let w = word(at: i)
        return Self.declarationWords.contains(w) || Self.modifierWords.contains(w)
    }

    /// The end of `start..<end` without the comments and blank lines after its last token.
    func trimmedEnd(_ start: Int, _ end: Int) -> Int {
        var i = start, lastToken = start
        while i < end {
            let c = bytes[i]
            if c == UInt8(ascii: " ") || c == UInt8(ascii: "\t") || c == UInt8(ascii: "\r") || c == UInt8(ascii: "\n") || c == UInt8(ascii: ";") {
                i += 1
                continue
            }
            if let t = skipTrivia(at: i) { i = t; continue }
            let next = skipLiteral(at: i) ?? (i + 1)
            lastToken = min(next, end)
            i = next
        }
        return lastToken
    }

    /// One item: its leading attributes and modifiers, its declaration word, name, inheritance
    /// clause and body.
    func item(from start: Int, to end: Int, depth: Int) -> SourceItem {
        var i = start, attributes: [String] = [], modifiers: [String] = []
        var keyword = "", name = "", inherited: [String] = [], bodyRange: Range<Int>? = nil, isGeneric = false
        // Attributes (`@MainActor`, `@available(...)`) and modifiers (`private(set)` too).
        while i < end {
            i = skipSpace(i, end)
            guard i < end else { break }
            if bytes[i] == UInt8(ascii: "@") {
                let w = word(at: i + 1)
                var j = i + 1 + w.utf8.count
                if j < end && bytes[j] == UInt8(ascii: "(") { j = matching(j, end) }
                attributes.append(w)
                i = j
                continue
            }
            let w = word(at: i)
            if Self.modifierWords.contains(w) {
                modifiers.append(w)
                i += w.utf8.count
                if i < end && bytes[i] == UInt8(ascii: "(") { i = matching(i, end) }
                continue
            }
            break
        }
        if i < end && bytes[i] == UInt8(ascii: "#") {
            keyword = "#" + word(at: i + 1)
        } else {
            keyword = word(at: i)
            i += keyword.utf8.count
            i = skipSpace(i, end)
            if ["struct", "class", "enum", "extension", "protocol", "actor", "func", "typealias", "associatedtype"].contains(keyword) {
                name = qualifiedWord(at: i)
                i += name.utf8.count
                if i < end && bytes[i] == UInt8(ascii: "<") { isGeneric = true }
            } else if keyword == "var" || keyword == "let" || keyword == "case" {
                name = word(at: i)
            }
        }
        // The body: the first brace at depth zero after the header (for types and extensions,
        // the inheritance clause comes before it).
        var j = i, nesting = 0, clauseStart: Int? = nil
        while j < end {
            if let t = skipTrivia(at: j) { j = t; continue }
            if let t = skipLiteral(at: j) { j = t; continue }
            let c = bytes[j]
            if nesting == 0 && c == UInt8(ascii: ":") && clauseStart == nil { clauseStart = j + 1 }
            if nesting == 0 && c == UInt8(ascii: "{") {
                let close = matching(j, end)
                bodyRange = (j + 1)..<max(j + 1, close - 1)
                if let clauseStart, ["struct", "class", "enum", "extension", "protocol", "actor"].contains(keyword) {
                    inherited = inheritance(text(clauseStart..<j))
                }
                break
            }
            if c == UInt8(ascii: "(") || c == UInt8(ascii: "[") || c == UInt8(ascii: "<") { nesting += 1 }
            // (`->` closes nothing.)
            let arrow = c == UInt8(ascii: ">") && j > 0 && bytes[j - 1] == UInt8(ascii: "-")
            if c == UInt8(ascii: ")") || c == UInt8(ascii: "]") || (c == UInt8(ascii: ">") && !arrow) { nesting = max(0, nesting - 1) }
            j += 1
        }
        let isType = ["struct", "class", "enum", "extension", "protocol", "actor"].contains(keyword)
        let members = isType ? bodyRange.map { items(in: $0, depth: depth + 1) } ?? [] : []
        return SourceItem(keyword: keyword, name: name, attributes: attributes, modifiers: modifiers, inherited: inherited,
                          isGeneric: isGeneric, range: start..<end, bodyRange: bodyRange, headerEnd: j, members: members,
                          startLine: line(at: start), endLine: line(at: max(start, end - 1)), source: self)
    }

    /// The inherited types of a clause (`Layout, Sendable where T: X`): their names.
    func inheritance(_ clause: String) -> [String] {
        let beforeWhere = clause.components(separatedBy: " where ").first ?? clause
        return beforeWhere.split(separator: ",").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            .filter { !$0.isEmpty }
    }

    // MARK: - Lexing

    /// The end of a comment at `i`, or nil when none starts there.
    func skipTrivia(at i: Int) -> Int? {
        guard bytes[i] == UInt8(ascii: "/"), i + 1 < bytes.count else { return nil }
        if bytes[i + 1] == UInt8(ascii: "/") {
            var j = i
            while j < bytes.count && bytes[j] != UInt8(ascii: "\n") { j += 1 }
            return j
        }
        if bytes[i + 1] == UInt8(ascii: "*") {
            var j = i + 2, level = 1
            while j < bytes.count && level > 0 {
                if bytes[j] == UInt8(ascii: "/") && j + 1 < bytes.count && bytes[j + 1] == UInt8(ascii: "*") { level += 1; j += 2; continue }
                if bytes[j] == UInt8(ascii: "*") && j + 1 < bytes.count && bytes[j + 1] == UInt8(ascii: "/") { level -= 1; j += 2; continue }
                j += 1
            }
            return j
        }
        return nil
    }

    /// The end of a string literal (plain, multi-line or raw) starting at `i`, or nil.
    func skipLiteral(at i: Int) -> Int? {
        var hashes = 0, j = i
        while j < bytes.count && bytes[j] == UInt8(ascii: "#") { hashes += 1; j += 1 }
        guard j < bytes.count, bytes[j] == UInt8(ascii: "\"") else { return nil }
        let multiline = j + 2 < bytes.count && bytes[j + 1] == UInt8(ascii: "\"") && bytes[j + 2] == UInt8(ascii: "\"")
        j += multiline ? 3 : 1
        while j < bytes.count {
            let c = bytes[j]
            if c == UInt8(ascii: "\\") && hasHashes(hashes, at: j + 1) {
                let k = j + 1 + hashes
                if k < bytes.count && bytes[k] == UInt8(ascii: "(") { j = matching(k, bytes.count); continue }
                j = k + 1
                continue
            }
            if c == UInt8(ascii: "\n") && !multiline { return j }
            if c == UInt8(ascii: "\"") {
                let closes = multiline ? (j + 2 < bytes.count && bytes[j + 1] == UInt8(ascii: "\"") && bytes[j + 2] == UInt8(ascii: "\"")) : true
                let quoteEnd = j + (multiline ? 3 : 1)
                if closes && hasHashes(hashes, at: quoteEnd) { return quoteEnd + hashes }
            }
            j += 1
        }
        return j
    }

    func hasHashes(_ count: Int, at i: Int) -> Bool {
        guard i + count <= bytes.count else { return false }
        return (0..<count).allSatisfy { bytes[i + $0] == UInt8(ascii: "#") }
    }

    /// The index after the bracket that closes the one at `open`, skipping literals and
    /// comments (or `limit` when it never closes).
    func matching(_ open: Int, _ limit: Int) -> Int {
        var j = open, level = 0
        while j < limit {
            if let t = skipTrivia(at: j) { j = t; continue }
            if let t = skipLiteral(at: j) { j = t; continue }
            let c = bytes[j]
            if c == UInt8(ascii: "{") || c == UInt8(ascii: "(") || c == UInt8(ascii: "[") { level += 1 }
            if c == UInt8(ascii: "}") || c == UInt8(ascii: ")") || c == UInt8(ascii: "]") {
                level -= 1
                if level == 0 { return j + 1 }
            }
            j += 1
        }
        return limit
    }

    func skipSpace(_ i: Int, _ end: Int) -> Int {
        var j = i
        while j < end {
            let c = bytes[j]
            if c == UInt8(ascii: " ") || c == UInt8(ascii: "\t") || c == UInt8(ascii: "\n") || c == UInt8(ascii: "\r") { j += 1; continue }
            if let t = skipTrivia(at: j) { j = t; continue }
            break
        }
        return j
    }

    static func isWordByte(_ c: UInt8) -> Bool {
        (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z"))
            || (c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9")) || c == UInt8(ascii: "_") || c >= 0x80
    }

    /// The identifier at `i` (empty when none), backticks dropped.
    func word(at i: Int) -> String {
        var j = i
        let quoted = j < bytes.count && bytes[j] == UInt8(ascii: "`")
        if quoted { j += 1 }
        let start = j
        while j < bytes.count && Self.isWordByte(bytes[j]) { j += 1 }
        return text(start..<j)
    }

    /// A dotted name at `i` (`Outer.Inner`).
    func qualifiedWord(at i: Int) -> String {
        var j = i
        while j < bytes.count && (Self.isWordByte(bytes[j]) || bytes[j] == UInt8(ascii: ".")) { j += 1 }
        return text(i..<j)
    }

    func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[max(0, range.lowerBound)..<min(bytes.count, max(range.lowerBound, range.upperBound))], as: UTF8.self)
    }

    /// The 1-based line of byte `i`.
    func line(at i: Int) -> Int {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= i { low = mid } else { high = mid - 1 }
        }
        return low + 1
    }
}
