import Foundation

/// A Swift file as `plumb check` reads it: its path as the user named it, its text and items.
public struct SourceFile: Sendable {
    /// The path as given (relative paths stay relative), for reports and replay lines.
    public let path: String
    public let text: String
    public let items: [SourceItem]

    public init(path: String, text: String) {
        self.path = path; self.text = text
        items = SwiftSourceScanner(text).items()
    }
}

/// A type that conforms to `Layout`, found in a file (in its declaration or an extension).
public struct LayoutDeclaration: Sendable {
    /// The names from the file's top level down to the type (`["Outer", "TagFlow"]`).
    public let path: [String]
    /// The file that declares the type, and the line of its declaration.
    public let file: String
    public let line: Int
    /// The index of that file among the checked ones.
    public let fileIndex: Int
    /// `struct`, `class`, `enum` or `actor`.
    public let kind: String
    /// Whether the type or an enclosing one is generic (it cannot be built without arguments).
    public let isGeneric: Bool
    /// The access of the type itself, and of each enclosing type.
    public let accesses: [String?]
    /// Its stored instance properties, in order (for the memberwise initializer).
    public let storedProperties: [StoredProperty]
    /// Its initializers declared in the type's body.
    public let bodyInitializers: [Initializer]
    /// Its initializers declared in extensions (which leave the memberwise one in place).
    public let extensionInitializers: [Initializer]

    /// The dotted name (`Outer.TagFlow`).
    public var name: String { path.joined(separator: ".") }
}

/// A stored property of a type, as the memberwise initializer sees it.
public struct StoredProperty: Equatable, Sendable {
    public let name: String
    /// The type as written, nil when inferred from its initial value.
    public let type: String?
    /// Its initial value as written, if any.
    public let initialValue: String?
    public let isLet: Bool
    /// Whether it carries a property wrapper or is `lazy` (not a memberwise parameter then).
    public let isWrappedOrLazy: Bool
}

/// One initializer: its parameters, and whether it can fail.
public struct Initializer: Equatable, Sendable {
    public let parameters: [Parameter]
    public let isFailable: Bool
    public let isVariadic: Bool

    /// One parameter of an initializer.
    public struct Parameter: Equatable, Sendable {
        /// The argument label (nil for `_`).
        public let label: String?
        /// The type as written, without attributes.
        public let type: String
        /// The default value as written, if any.
        public let defaultValue: String?
    }
}

/// An enum whose cases carry no payload, which `plumb check` can draw a value of.
public struct PlainEnum: Sendable {
    public let name: String
    public let cases: [String]
}

/// A `LayoutValueKey` found in a file, with the type of its default value.
public struct ValueKeyDeclaration: Sendable {
    public let path: [String]
    public let fileIndex: Int
    /// The value's type as written (nil: inferred from the default value).
    public let valueType: String?
    /// The default value as written.
    public let defaultValue: String?
    public var name: String { path.joined(separator: ".") }
}

/// Finds the layouts, plain enums and value keys of a set of files.
public struct LayoutFinder: Sendable {
    public private(set) var layouts: [LayoutDeclaration] = []
    public private(set) var enums: [PlainEnum] = []
    public private(set) var valueKeys: [ValueKeyDeclaration] = []

    public init(_ files: [SourceFile]) {
        var typeItems: [(path: [String], item: SourceItem, file: Int, accesses: [String?], generic: Bool)] = []
        var extensions: [(name: String, item: SourceItem)] = []
        func walk(_ items: [SourceItem], path: [String], file: Int, accesses: [String?], generic: Bool) {
            for item in items {
                if item.declaresType {
                    let here = path + [item.name]
                    typeItems.append((here, item, file, accesses + [item.access], generic || item.isGeneric))
                    walk(item.members, path: here, file: file, accesses: accesses + [item.access], generic: generic || item.isGeneric)
                } else if item.keyword == "extension" {
                    extensions.append((item.name, item))
                    walk(item.members, path: item.name.split(separator: ".").map(String.init), file: file, accesses: [], generic: false)
                }
            }
        }
        for (index, file) in files.enumerated() { walk(file.items, path: [], file: index, accesses: [], generic: false) }

        // A file-level extension names the type by its full path.
        func extensionsOf(_ path: [String]) -> [SourceItem] {
            extensions.filter { $0.name.split(separator: ".").map(String.init) == path }.map(\.item)
        }
        for t in typeItems {
            let exts = extensionsOf(t.path)
            if t.item.keyword == "enum" {
                let cases = t.item.members.filter { $0.keyword == "case" }
                let names = cases.map { Self.caseNames($0.text) }
                if !cases.isEmpty, !t.generic, !names.contains(where: { $0 == nil }) {
                    enums.append(PlainEnum(name: t.path.joined(separator: "."), cases: names.flatMap { $0! }))
                }
            }
            if t.item.inherited.contains("LayoutValueKey") {
                let defaultItem = t.item.members.first { $0.name == "defaultValue" && $0.isStatic }
                let property = defaultItem.flatMap { Self.storedProperty($0) }
                valueKeys.append(ValueKeyDeclaration(path: t.path, fileIndex: t.file, valueType: property?.type,
                                                     defaultValue: property?.initialValue))
            }
            guard t.item.conformsToLayout || exts.contains(where: \.conformsToLayout) else { continue }
            layouts.append(LayoutDeclaration(
                path: t.path, file: files[t.file].path, line: t.item.startLine, fileIndex: t.file, kind: t.item.keyword,
                isGeneric: t.generic, accesses: t.accesses,
                storedProperties: t.item.members.filter { ($0.keyword == "var" || $0.keyword == "let") && !$0.isStatic }
                    .compactMap(Self.storedProperty),
                bodyInitializers: t.item.members.filter { $0.keyword == "init" }.compactMap(Self.initializer),
                extensionInitializers: exts.flatMap(\.members).filter { $0.keyword == "init" }.compactMap(Self.initializer)))
        }
    }

    /// The case names of a `case a, b` item; nil when a case has a payload or a raw value
    /// that needs more than a name.
    static func caseNames(_ text: String) -> [String]? {
        let body = text.drop { $0 != " " }.trimmingCharacters(in: .whitespacesAndNewlines)
        var names: [String] = []
        for part in body.split(separator: ",") {
            let name = part.split(separator: "=").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
            guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "`" }) else { return nil }
            names.append(name.replacingOccurrences(of: "`", with: ""))
        }
        return names
    }

    /// A `var`/`let` item as a stored property; nil when it is computed.
    static func storedProperty(_ item: SourceItem) -> StoredProperty? {
        let text = item.text
        guard let keywordRange = text.range(of: item.keyword + " ") else { return nil }
        var rest = String(text[keywordRange.upperBound...])
        let name = item.name
        guard !name.isEmpty, rest.hasPrefix(name) else { return nil }
        rest = String(rest.dropFirst(name.count)).trimmingCharacters(in: .whitespaces)
        var type: String?, initial: String?
        if rest.hasPrefix(":") {
            let afterColon = String(rest.dropFirst())
            let (typeText, tail) = Self.splitTopLevel(afterColon, at: ["=", "{"])
            type = typeText.trimmingCharacters(in: .whitespacesAndNewlines)
            rest = tail
        }
        if rest.hasPrefix("=") {
            let (value, tail) = Self.splitInitialValue(String(rest.dropFirst()))
            initial = value.trimmingCharacters(in: .whitespacesAndNewlines)
            rest = tail
        }
        if rest.hasPrefix("{") {
            // Observers keep it stored; anything else is a computed property.
            let inside = rest.dropFirst().trimmingCharacters(in: .whitespacesAndNewlines)
            guard inside.hasPrefix("willSet") || inside.hasPrefix("didSet") else { return nil }
        }
        let wrapped = item.attributes.contains { $0.first?.isUppercase == true } || item.modifiers.contains("lazy")
        return StoredProperty(name: name, type: type, initialValue: initial, isLet: item.keyword == "let", isWrappedOrLazy: wrapped)
    }

    /// `text` split before the first of `stops` met at bracket depth zero (outside generic
    /// angle brackets and simple string literals too): the part before it and the rest from it.
    static func splitTopLevel(_ text: String, at stops: Set<Character>) -> (String, String) {
        var depth = 0, angle = 0
        var index = text.startIndex
        while index < text.endIndex {
            let c = text[index]
            if depth == 0 && angle == 0 && stops.contains(c) { return (String(text[..<index]), String(text[index...])) }
            switch c {
            case "(", "[", "{": depth += 1
            case ")", "]", "}": depth -= 1
            case "<": angle += 1
            case ">": if angle > 0 && (index == text.startIndex || text[text.index(before: index)] != "-") { angle -= 1 }
            case "\"":
                if let close = text[text.index(after: index)...].firstIndex(of: "\"") { index = close }
            default: break
            }
            index = text.index(after: index)
        }
        return (text, "")
    }

    /// An initial value (after `=`) split from the observers that may follow it (`{ didSet … }`).
    static func splitInitialValue(_ text: String) -> (String, String) {
        var searchFrom = text.startIndex
        while let brace = text[searchFrom...].firstIndex(of: "{") {
            let after = text[text.index(after: brace)...].trimmingCharacters(in: .whitespacesAndNewlines)
            if after.hasPrefix("didSet") || after.hasPrefix("willSet") { return (String(text[..<brace]), String(text[brace...])) }
            searchFrom = text.index(after: brace)
        }
        return (text, "")
    }

    /// An `init` item's parameters.
    static func initializer(_ item: SourceItem) -> Initializer? {
        let header = item.header
        guard let initRange = header.range(of: "init") else { return nil }
        var rest = header[initRange.upperBound...]
        let failable = rest.first == "?" || rest.first == "!"
        if failable { rest = rest.dropFirst() }
        if rest.first == "<" { return Initializer(parameters: [], isFailable: true, isVariadic: false) }  // generic: not drawn
        guard rest.first == "(" else { return nil }
        let scanner = SwiftSourceScanner(String(rest))
        let close = scanner.matching(0, scanner.bytes.count)
        let inside = scanner.text(1..<max(1, close - 1))
        var parameters: [Initializer.Parameter] = [], variadic = false
        for raw in splitParameters(inside) {
            let (head, defaultPart) = splitTopLevel(raw, at: ["="])
            guard let colon = head.firstIndex(of: ":") else { continue }
            let names = head[..<colon].split(separator: " ").map(String.init).filter { !$0.hasPrefix("@") }
            var type = head[head.index(after: colon)...].trimmingCharacters(in: .whitespacesAndNewlines)
            while type.hasPrefix("@") || type.hasPrefix("sending ") || type.hasPrefix("inout ") {
                type = type.drop { $0 != " " }.trimmingCharacters(in: .whitespaces)
            }
            if type.hasSuffix("...") { variadic = true }
            let label = names.first.map { $0 == "_" ? nil : $0 } ?? nil
            let value = defaultPart.isEmpty ? nil : String(defaultPart.dropFirst()).trimmingCharacters(in: .whitespacesAndNewlines)
            parameters.append(.init(label: label, type: type, defaultValue: value))
        }
        return Initializer(parameters: parameters, isFailable: failable, isVariadic: variadic)
    }

    /// A parameter clause split at its top-level commas.
    static func splitParameters(_ text: String) -> [String] {
        var parts: [String] = [], current = "", depth = 0, previous: Character = " "
        for c in text {
            defer { previous = c }
            switch c {
            case "(", "[", "{", "<": depth += 1
            case ")", "]", "}": depth -= 1
            case ">" where previous != "-": depth -= 1
            default: break
            }
            if c == "," && depth == 0 { parts.append(current); current = ""; continue }
            current.append(c)
        }
        if !current.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { parts.append(current) }
        return parts.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
    }
}
