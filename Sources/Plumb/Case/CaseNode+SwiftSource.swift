import Foundation

/// A number as a Swift literal: integers without a fraction, `.infinity`, `.nan`.
func swiftNumber(_ v: Double) -> String {
    if v.isNaN { return ".nan" }
    if v.isInfinite { return v > 0 ? ".infinity" : "-.infinity" }
    if v == v.rounded() && abs(v) < 1e15 { return String(Int64(v)) }
    return "\(v)"
}

func swiftOptional(_ v: Double?) -> String { v.map(swiftNumber) ?? "nil" }

/// The closure of a generated `alignmentGuide`: `fraction` of the view's `length` plus
/// `constant`, or the constant alone when the fraction is 0.
func guideClosure(_ length: String, _ fraction: Double, _ constant: Double) -> String {
    fraction == 0 ? "{ _ in \(swiftNumber(constant)) }" : "{ d in d.\(length) * \(swiftNumber(fraction)) + \(swiftNumber(constant)) }"
}

/// A string as a Swift literal.
func swiftString(_ s: String) -> String {
    "\"" + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        .replacingOccurrences(of: "\n", with: "\\n") + "\""
}

extension CaseHorizontalGuide { var swift: String { "." + rawValue } }
extension CaseVerticalGuide { var swift: String { "." + rawValue } }

extension CaseAlignment {
    var swift: String {
        switch (horizontal, vertical) {
        case (.center, .center): ".center"
        case (.leading, .center): ".leading"
        case (.trailing, .center): ".trailing"
        case (.center, .top): ".top"
        case (.center, .bottom): ".bottom"
        case (.leading, .top): ".topLeading"
        case (.trailing, .top): ".topTrailing"
        case (.leading, .bottom): ".bottomLeading"
        case (.trailing, .bottom): ".bottomTrailing"
        default: "Alignment(horizontal: \(horizontal.swift), vertical: \(vertical.swift))"
        }
    }
}

extension CaseAxes {
    var swift: String {
        switch (horizontal, vertical) {
        case (true, true): "[.horizontal, .vertical]"
        case (true, false): ".horizontal"
        case (false, true): ".vertical"
        case (false, false): "[]"
        }
    }
}

extension CaseNode {
    /// The node as PlumbUI/SwiftUI source, indented by `indent` levels of four spaces.
    public func swiftSource(_ registry: LayoutRegistry = .builtIn, indent: Int = 0) -> String {
        let pad = String(repeating: "    ", count: indent)
        var lines: [String] = []
        let head: String
        switch kind {
        case .color: head = "Color.blue"
        case .rectangle: head = "Rectangle()"
        case .roundedRectangle(let r): head = "RoundedRectangle(cornerRadius: \(swiftNumber(r)))"
        case .circle: head = "Circle()"
        case .capsule: head = "Capsule()"
        case .ellipse: head = "Ellipse()"
        case .text(let s): head = "Text(\(swiftString(s)))"
        case .image: head = "Image(systemName: \"star\")"
        case .spacer(let m): head = m.map { "Spacer(minLength: \(swiftNumber($0)))" } ?? "Spacer()"
        case .divider: head = "Divider()"
        case .progress(let v): head = v.map { "ProgressView(value: \(swiftNumber($0)))" } ?? "ProgressView()"
        case .button(let title): head = "Button(\(swiftString(title))) {}"
        case let .hstack(a, s): head = "HStack(alignment: \(a.swift), spacing: \(swiftOptional(s)))"
        case let .vstack(a, s): head = "VStack(alignment: \(a.swift), spacing: \(swiftOptional(s)))"
        case .zstack(let a): head = "ZStack(alignment: \(a.swift))"
        case let .grid(a, h, v):
            head = "Grid(alignment: \(a.swift), horizontalSpacing: \(swiftOptional(h)), verticalSpacing: \(swiftOptional(v)))"
        case .gridRow(let a): head = a.map { "GridRow(alignment: \($0.swift))" } ?? "GridRow"
        case .viewThatFits(let axes): head = "ViewThatFits(in: \(axes.swift))"
        case .scrollView(let axes): head = "ScrollView(\(axes.swift))"
        case .geometryReader: head = "GeometryReader"
        case let .custom(name, parameters): head = registry.entry(named: name)?.source(parameters) ?? name + "()"
        }
        if kind.isContainer {
            lines.append(pad + head + (kind == .geometryReader ? " { _ in" : " {"))
            for child in children { lines.append(child.swiftSource(registry, indent: indent + 1)) }
            lines.append(pad + "}")
        } else {
            lines.append(pad + head)
        }
        for modifier in modifiers { lines.append(modifier.swiftSource(registry, indent: indent + 1)) }
        return lines.joined(separator: "\n")
    }
}

extension CaseNode.Modifier {
    func swiftSource(_ registry: LayoutRegistry, indent: Int) -> String {
        let pad = String(repeating: "    ", count: indent)
        switch self {
        case let .frame(w, h, a):
            return pad + ".frame(width: \(swiftOptional(w)), height: \(swiftOptional(h)), alignment: \(a.swift))"
        case let .flexibleFrame(minW, idealW, maxW, minH, idealH, maxH, a):
            let parts = [("minWidth", minW), ("idealWidth", idealW), ("maxWidth", maxW),
                         ("minHeight", minH), ("idealHeight", idealH), ("maxHeight", maxH)]
                .compactMap { name, v in v.map { "\(name): \(swiftNumber($0))" } }
            // With no limit at all, `.frame(alignment:)` would call the fixed-frame overload.
            let limits = parts.isEmpty ? ["minWidth: nil"] : parts
            return pad + ".frame(\((limits + ["alignment: \(a.swift)"]).joined(separator: ", ")))"
        case let .padding(top, leading, bottom, trailing, length):
            let names = [("top", top), ("leading", leading), ("bottom", bottom), ("trailing", trailing)].filter(\.1).map { "." + $0.0 }
            let edges = names.count == 4 ? ".all" : "[\(names.joined(separator: ", "))]"
            return pad + ".padding(\(edges), \(swiftOptional(length)))"
        case let .fixedSize(h, v): return pad + ".fixedSize(horizontal: \(h), vertical: \(v))"
        case .layoutPriority(let p): return pad + ".layoutPriority(\(swiftNumber(p)))"
        case let .horizontalGuide(g, f, c):
            // Qualified: `.center` alone would be ambiguous between the two axes. A zero
            // fraction prints (and runs) as a constant, as `CaseNode.view` builds it.
            return pad + ".alignmentGuide(HorizontalAlignment\(g.swift)) " + guideClosure("width", f, c)
        case let .verticalGuide(g, f, c):
            return pad + ".alignmentGuide(VerticalAlignment\(g.swift)) " + guideClosure("height", f, c)
        case let .offset(x, y): return pad + ".offset(x: \(swiftNumber(x)), y: \(swiftNumber(y)))"
        case let .position(x, y): return pad + ".position(x: \(swiftNumber(x)), y: \(swiftNumber(y)))"
        case let .aspectRatio(w, h, fill):
            return pad + ".aspectRatio(CGSize(width: \(swiftNumber(w)), height: \(swiftNumber(h))), contentMode: \(fill ? ".fill" : ".fit"))"
        case let .overlay(node, a):
            return pad + ".overlay(alignment: \(a.swift)) {\n" + node.swiftSource(registry, indent: indent + 1) + "\n" + pad + "}"
        case let .background(node, a):
            return pad + ".background(alignment: \(a.swift)) {\n" + node.swiftSource(registry, indent: indent + 1) + "\n" + pad + "}"
        case let .layoutValue(key, value):
            let printed = registry.valueKey(named: key)?.source(value) ?? swiftNumber(value)
            return pad + ".layoutValue(key: \(key).self, value: \(printed))"
        case .gridCellColumns(let n): return pad + ".gridCellColumns(\(n))"
        case let .gridCellAnchor(x, y): return pad + ".gridCellAnchor(UnitPoint(x: \(swiftNumber(x)), y: \(swiftNumber(y))))"
        case .gridCellUnsizedAxes(let axes): return pad + ".gridCellUnsizedAxes(\(axes.swift))"
        case .gridColumnAlignment(let g): return pad + ".gridColumnAlignment(\(g.swift))"
        }
    }
}

extension Case {
    /// The case as PlumbUI/SwiftUI source: the view, then the proposal as a comment.
    public func swiftSource(_ registry: LayoutRegistry = .builtIn) -> String {
        let proposalText: String
        switch proposal {
        case let .size(w, h): proposalText = "ProposedViewSize(width: \(swiftOptional(w)), height: \(swiftOptional(h)))"
        case let .boundary(b, nudge): proposalText = "the tree's \(b.rawValue) size \(nudge >= 0 ? "+" : "-") \(swiftNumber(abs(nudge)))"
        }
        return root.swiftSource(registry) + "\n// proposed: " + proposalText
    }
}
