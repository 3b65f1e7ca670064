import Foundation

/// How `plumb check` builds a layout it found: the Swift code, appended to a copy of the
/// layout's own file (so private types are reachable), that draws the initializer's parameters
/// from Plumb's choices and returns the layout with the exact source that builds it, or why
/// it cannot build one.
///
/// The generated code names no Plumb type, only the standard library and SwiftUI's `Layout`:
/// the user's files never import Plumb, whose names could clash with theirs. It draws through
/// `plumb`, a tuple of closures the runner passes in (`number`, `integer`, `pick`, `literal`).
public enum LayoutConstruction {
    /// The type of the drawing closures, as the generated code spells it.
    public static let drawType = "(number: (Double, Double) -> Double, integer: (Int, Int) -> Int, pick: (Int) -> Int, literal: (Any) -> String)"

    /// What the generated code for one layout is.
    public struct Plan: Equatable {
        /// Swift declarations to append to the layout's file.
        public let declarations: String
        /// The expression, valid at the file's top level, of the `(plumb) -> (any Layout, String)` maker.
        public let maker: String
        /// The initializer call with placeholders for drawn values, for the report (`TagFlow(spacing: …)`).
        public let summary: String
    }

    /// The plan for `layout`, or why it cannot be built (one line saying how to give it a way).
    public static func plan(for layout: LayoutDeclaration, enums: [PlainEnum], id: Int) -> Result<Plan, CannotBuild> {
        if layout.isGeneric {
            return .failure(CannotBuild(layout: layout.name, reason: "it is generic, and plumb check cannot choose its type arguments",
                                        advice: "check a concrete use of it from a test: expectLayoutHolds(\(layout.name)<…>(…))"))
        }
        var candidates = layout.bodyInitializers + layout.extensionInitializers
        if let memberwise = memberwiseInitializer(layout) { candidates.append(memberwise) }
        if candidates.isEmpty && layout.kind != "struct" && layout.kind != "enum"
            && layout.storedProperties.allSatisfy({ $0.initialValue != nil || $0.isWrappedOrLazy }) {
            candidates.append(Initializer(parameters: [], isFailable: false, isVariadic: false))
        }
        var best: (Initializer, [Draw?])?
        for candidate in candidates where !candidate.isFailable && !candidate.isVariadic {
            let draws = candidate.parameters.map { draw(for: $0, enums: enums) }
            // Usable when every parameter is drawn or has a default.
            guard zip(candidate.parameters, draws).allSatisfy({ $0.defaultValue != nil || $1 != nil }) else { continue }
            if best == nil || draws.compactMap({ $0 }).count > best!.1.compactMap({ $0 }).count { best = (candidate, draws) }
        }
        guard let (initializer, draws) = best else {
            let needed = candidates.flatMap { c in c.parameters.filter { $0.defaultValue == nil && draw(for: $0, enums: enums) == nil } }
                .map { ($0.label ?? "_") + ": " + $0.type }
            let why = candidates.isEmpty ? "it has no initializer plumb check can call"
                : "no initializer has only parameters plumb check can draw (numbers, Bool, alignments, Axis, enums without payloads) or defaults"
                    + (needed.isEmpty ? "" : "; it needs " + Set(needed).sorted().joined(separator: ", "))
            return .failure(CannotBuild(layout: layout.name, reason: why,
                                        advice: "give those parameters default values, add an init() that builds a typical value, or check it from a test with expectLayoutHolds"))
        }
        return .success(code(for: layout, initializer: initializer, draws: draws, id: id))
    }

    /// The memberwise initializer of a struct with no initializer in its body: its stored
    /// `var`s and uninitialized `let`s, in order, a `var` with an initial value (or optional
    /// type) defaulted.
    static func memberwiseInitializer(_ layout: LayoutDeclaration) -> Initializer? {
        guard layout.kind == "struct", layout.bodyInitializers.isEmpty else { return nil }
        var parameters: [Initializer.Parameter] = []
        for p in layout.storedProperties where !p.isWrappedOrLazy {
            if p.isLet && p.initialValue != nil { continue }
            guard let type = p.type ?? inferredType(p.initialValue) else {
                // Inferred from a value we cannot type: still defaulted, so never drawn.
                parameters.append(.init(label: p.name, type: "_", defaultValue: p.initialValue))
                continue
            }
            let defaulted = p.initialValue ?? (!p.isLet && type.hasSuffix("?") ? "nil" : nil)
            parameters.append(.init(label: p.name, type: type, defaultValue: defaulted))
        }
        return Initializer(parameters: parameters, isFailable: false, isVariadic: false)
    }

    /// The type of a literal initial value (`8` is an Int, `8.0` a Double, `true` a Bool).
    static func inferredType(_ value: String?) -> String? {
        guard let value else { return nil }
        if value == "true" || value == "false" { return "Bool" }
        if Int(value) != nil { return "Int" }
        if Double(value) != nil { return "Double" }
        return nil
    }

    /// How one parameter is drawn: the Swift expression of a value, given `plumb`.
    struct Draw: Equatable {
        let expression: String
    }

    static let numberTypes: Set<String> = ["CGFloat", "Double", "Float", "Float64", "Float32"]
    static let integerTypes: Set<String> = ["Int", "UInt", "Int32", "Int64", "UInt32", "UInt64", "Int16", "UInt16", "Int8", "UInt8"]
    static let namedChoices: [String: [String]] = [
        "Bool": ["false", "true"],
        "HorizontalAlignment": [".leading", ".center", ".trailing"],
        "VerticalAlignment": [".top", ".center", ".bottom", ".firstTextBaseline", ".lastTextBaseline"],
        "Alignment": [".center", ".topLeading", ".top", ".topTrailing", ".leading", ".trailing", ".bottomLeading", ".bottom", ".bottomTrailing"],
        "Axis": [".horizontal", ".vertical"],
        "UnitPoint": [".center", ".topLeading", ".top", ".topTrailing", ".leading", ".trailing", ".bottomLeading", ".bottom", ".bottomTrailing"],
    ]

    /// The draw for a parameter of `parameter.type`, or nil when plumb check cannot draw one.
    static func draw(for parameter: Initializer.Parameter, enums: [PlainEnum]) -> Draw? {
        var type = parameter.type.replacingOccurrences(of: " ", with: "")
        for prefix in ["SwiftUI.", "PlumbUI.", "Foundation.", "CoreGraphics.", "Swift."] where type.hasPrefix(prefix) { type.removeFirst(prefix.count) }
        let optional = type.hasSuffix("?")
        if optional { type.removeLast() }
        guard let base = baseDraw(type, defaultValue: optional ? nil : parameter.defaultValue, enums: enums) else { return nil }
        return Draw(expression: optional ? "(plumb.pick(2) == 0 ? nil : \(base))" : base)
    }

    static func baseDraw(_ type: String, defaultValue: String?, enums: [PlainEnum]) -> String? {
        let literal = defaultValue.flatMap { Double($0) }
        if numberTypes.contains(type) {
            if let literal, literal < 0 { return nil }  // a sentinel: keep it
            let upper = max(24, (literal ?? 0) * 2)
            return "\(type)(plumb.number(0, \(number(upper))))"
        }
        if integerTypes.contains(type) {
            if let literal, literal < 0 { return nil }
            let lower = literal == 0 ? 0 : 1
            let upper = max(4, Int((literal ?? 0) * 2))
            return "\(type)(plumb.integer(\(lower), \(upper)))"
        }
        if let choices = namedChoices[type] {
            return "([\(choices.joined(separator: ", "))] as [\(type)])[plumb.pick(\(choices.count))]"
        }
        let simple = type.split(separator: ".").last.map(String.init) ?? type
        if let e = enums.first(where: { $0.name == type || $0.name.hasSuffix("." + simple) || $0.name == simple }), !e.cases.isEmpty {
            return "([\(e.cases.map { "." + $0 }.joined(separator: ", "))] as [\(type)])[plumb.pick(\(e.cases.count))]"
        }
        return nil
    }

    static func number(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(v) }

    /// The declarations and maker expression for `layout` built with `initializer`.
    static func code(for layout: LayoutDeclaration, initializer: Initializer, draws: [Draw?], id: Int) -> Plan {
        // The code goes in an extension of the layout itself, where its parameters' types are
        // named as in its declaration and its private initializers are reachable; for a type
        // nested privately in another, in an extension of the enclosing type instead.
        let privatelyNested = layout.path.count > 1 && layout.accesses.last.map { $0 == "private" } == true
        let extended = privatelyNested ? layout.path.dropLast().joined(separator: ".") : layout.name
        let typeName = privatelyNested ? layout.path.last! : layout.name
        var lines: [String] = [], arguments: [String] = [], sources: [String] = [], summary: [String] = []
        for (n, (parameter, draw)) in zip(initializer.parameters, draws).enumerated() {
            guard let draw else { continue }  // defaulted: left to its default
            let variable = "plumbArgument\(n)"
            lines.append("        let \(variable): \(parameter.type) = \(draw.expression)")
            let label = parameter.label.map { $0 + ": " } ?? ""
            arguments.append(label + variable)
            sources.append("\"\(label)\" + plumb.literal(\(variable) as Any)")
            summary.append(label + "…")
        }
        let call = "\(typeName)(\(arguments.joined(separator: ", ")))"
        let source = sources.isEmpty ? "\"\(layout.name)()\""
            : "\"\(layout.name)(\" + [\(sources.joined(separator: ", "))].joined(separator: \", \") + \")\""
        let function = "plumbCheckMake\(id)"
        let declarations = """
            extension \(extended) {
                static func \(function)(_ plumb: \(drawType)) -> (any Layout, String) {
            \(lines.joined(separator: "\n"))
                    return (\(call), \(source))
                }
            }
            """
        return Plan(declarations: declarations, maker: "\(extended).\(function)",
                    summary: "\(layout.name)(\(summary.joined(separator: ", ")))")
    }
}

/// Why plumb check cannot build a layout, and what the user can do about it.
public struct CannotBuild: Error, Equatable, CustomStringConvertible {
    public let layout: String
    public let reason: String
    public let advice: String
    public var description: String { "\(layout) cannot be built: \(reason); \(advice)" }
}
