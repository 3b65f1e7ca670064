import Foundation
import PlumbUI

/// A value written back as Swift source, for reports: a layout built from generated parameters
/// prints as the initializer call that makes it (`TagCloud(spacing: 8, rows: 2)`), read from
/// its stored properties, not as its debug description (`Optional(0)`, `(Function)`).
enum SwiftLiteral {
    /// `value` as a Swift expression, or nil when some part of it has no literal form (a
    /// closure, a class instance, an enum case with a payload, a tuple).
    static func expression(_ value: Any) -> String? {
        switch value {
        case let b as Bool: return b ? "true" : "false"
        case let s as String: return quoted(s)
        case let d as Double: return swiftNumber(d)
        case let f as CGFloat: return swiftNumber(Double(f))
        case let f as Float: return swiftNumber(Double(f))
        case let i as any BinaryInteger: return "\(i)"
        case let axes as Axis.Set: return optionSet(axes, [(.horizontal, "horizontal"), (.vertical, "vertical")])
        case let edges as Edge.Set:
            return optionSet(edges, [(.all, "all"), (.horizontal, "horizontal"), (.vertical, "vertical"), (.top, "top"),
                                     (.leading, "leading"), (.bottom, "bottom"), (.trailing, "trailing")])
        case let h as HorizontalAlignment: return guide(h)
        case let v as VerticalAlignment: return guide(v)
        case let a as Alignment:
            let named: [(Alignment, String)] = [(.topLeading, "topLeading"), (.top, "top"), (.topTrailing, "topTrailing"),
                                                (.leading, "leading"), (.center, "center"), (.trailing, "trailing"),
                                                (.bottomLeading, "bottomLeading"), (.bottom, "bottom"), (.bottomTrailing, "bottomTrailing")]
            if let name = named.first(where: { $0.0 == a })?.1 { return "." + name }
            guard let h = guide(a.horizontal), let v = guide(a.vertical) else { return nil }
            return "Alignment(horizontal: \(h), vertical: \(v))"
        default: break
        }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            guard let wrapped = mirror.children.first else { return "nil" }
            return expression(wrapped.value)
        case .enum:
            // A case without a payload: `.name`.
            guard mirror.children.isEmpty else { return payloadCase(value, mirror) }
            let name = String(describing: value)
            return name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } ? "." + name : nil
        case .struct:
            var arguments: [String] = []
            for child in mirror.children {
                guard let label = child.label, !label.hasPrefix("_"), let argument = expression(child.value) else { return nil }
                arguments.append("\(label): \(argument)")
            }
            return typeName(of: value) + "(" + arguments.joined(separator: ", ") + ")"
        case .collection:
            var elements: [String] = []
            for child in mirror.children {
                guard let element = expression(child.value) else { return nil }
                elements.append(element)
            }
            return "[" + elements.joined(separator: ", ") + "]"
        default:
            return nil
        }
    }

    /// An enum case with a payload: `.name(label: value, …)`. Labels come from the payload's
    /// tuple, or for a single value from the case's description (`name(label: …)`), which is the
    /// only place reflection keeps it.
    static func payloadCase(_ value: Any, _ mirror: Mirror) -> String? {
        guard mirror.children.count == 1, let child = mirror.children.first, let name = child.label else { return nil }
        let payload = Mirror(reflecting: child.value)
        var arguments: [String] = []
        if payload.displayStyle == .tuple {
            for element in payload.children {
                guard let argument = expression(element.value) else { return nil }
                let label = element.label.flatMap { $0.hasPrefix(".") ? nil : $0 }
                arguments.append(label.map { "\($0): \(argument)" } ?? argument)
            }
        } else {
            guard let argument = expression(child.value) else { return nil }
            let described = String(describing: value).dropFirst(name.count + 1)
            let label = described.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            arguments.append(!label.isEmpty && described.dropFirst(label.count).hasPrefix(": ") ? "\(label): \(argument)" : argument)
        }
        return "." + name + "(" + arguments.joined(separator: ", ") + ")"
    }

    /// An option set by its named members (`.horizontal`, `[.top, .bottom]`, `[]`): the
    /// members are tried in order, larger named sets first, so `.all` reads as itself. Its
    /// reflected form (`Set(rawValue: 1)`) names neither its type nor its members.
    static func optionSet<S: OptionSet>(_ value: S, _ named: [(S, String)]) -> String {
        if let whole = named.first(where: { $0.0 == value }) { return "." + whole.1 }
        var rest = value, parts: [String] = []
        for (member, name) in named where rest.isSuperset(of: member) && !member.isEmpty {
            parts.append("." + name)
            rest.subtract(member)
        }
        return "[" + parts.joined(separator: ", ") + "]"
    }

    /// A built-in guide by name; nil for a custom one.
    static func guide(_ h: HorizontalAlignment) -> String? {
        [(HorizontalAlignment.leading, "leading"), (.center, "center"), (.trailing, "trailing")].first { $0.0 == h }.map { "." + $0.1 }
    }

    static func guide(_ v: VerticalAlignment) -> String? {
        [(VerticalAlignment.top, "top"), (.center, "center"), (.bottom, "bottom"), (.firstTextBaseline, "firstTextBaseline"),
         (.lastTextBaseline, "lastTextBaseline")].first { $0.0 == v }.map { "." + $0.1 }
    }

    /// The initializer call for a layout: its expression when it has one; otherwise
    /// `Type()` with its description (and the drawn parameters, if any) in a comment above,
    /// so the printed case still reads as Swift and says what was drawn.
    static func layout(_ value: Any, parameters: [String: Double] = [:]) -> String {
        if let expression = expression(value) { return expression }
        let drawn = parameters.isEmpty ? "" : "; drawn: " + parameters.keys.sorted().map { "\($0) = \(swiftNumber(parameters[$0]!))" }
            .joined(separator: ", ")
        let description = String(describing: value).replacingOccurrences(of: "*/", with: "* /")
        return "/* \(description)\(drawn) */ \(typeName(of: value))()"
    }

    /// The value's type as written in source within its module: its name, with the types it
    /// is nested in (`Outer.Inner`) but not the module. A type in a private or local context,
    /// which has no name outside it, is written by its own name.
    static func typeName(of value: Any) -> String {
        let qualified = String(reflecting: type(of: value))
        guard !qualified.contains("("), !qualified.contains("<"), let dot = qualified.firstIndex(of: ".") else {
            return String(describing: type(of: value))
        }
        return String(qualified[qualified.index(after: dot)...])
    }

    static func quoted(_ s: String) -> String {
        "\"" + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n") + "\""
    }
}

/// Values written as Swift source for printed cases, for programs that generate code around
/// Plumb (such as `plumb check`'s runner).
public enum LayoutSource {
    /// `value` as a Swift expression: numbers, `Bool`, strings, alignments, edge and axis sets,
    /// enum cases without payloads, optionals, arrays and structs whose stored properties
    /// spell their initializer; otherwise its description.
    public static func literal(_ value: Any) -> String { SwiftLiteral.expression(value) ?? String(describing: value) }
}
