import Foundation

// Whole-case transformations for the metamorphic properties. Each returns nil when the case
// holds something the transformation cannot carry (text, built-in constants, baselines…).

extension CaseNode {
    /// The tree with every length multiplied by `k`, or nil when it depends on a length that
    /// cannot scale: text, images, progress bars, buttons and dividers (fixed metrics), default
    /// spacing or padding, a Spacer's default minimum, ideal-size probes (`fixedSize`,
    /// `ViewThatFits`, `ScrollView`, which reveal shapes' fixed 10-point ideal), layouts not declared
    /// scalable, and layout values (which may be lengths).
    func scaled(by k: Double, registry: LayoutRegistry) -> CaseNode? {
        func s(_ v: Double?) -> Double? { v.map { $0 * k } }
        var node = self
        switch kind {
        case .color, .rectangle, .circle, .capsule, .ellipse: break
        case .roundedRectangle(let r): node.kind = .roundedRectangle(cornerRadius: r * k)
        case .spacer(let m):
            guard let m else { return nil }
            node.kind = .spacer(minLength: m * k)
        case .hstack(let a, let sp):
            guard let sp else { return nil }
            node.kind = .hstack(alignment: a, spacing: sp * k)
        case .vstack(let a, let sp):
            guard let sp else { return nil }
            node.kind = .vstack(alignment: a, spacing: sp * k)
        case .zstack, .gridRow, .geometryReader: break
        case let .grid(a, h, v):
            guard let h, let v else { return nil }
            node.kind = .grid(alignment: a, horizontalSpacing: h * k, verticalSpacing: v * k)
        case let .custom(name, parameters):
            guard let lengths = registry.entry(named: name)?.lengthParameters else { return nil }
            node.kind = .custom(name: name, parameters: parameters.reduce(into: [:]) { $0[$1.key] = lengths.contains($1.key) ? $1.value * k : $1.value })
        case .text, .image, .progress, .button, .divider, .viewThatFits, .scrollView: return nil
        }
        var children: [CaseNode] = []
        for child in self.children {
            guard let scaled = child.scaled(by: k, registry: registry) else { return nil }
            children.append(scaled)
        }
        node.children = children
        var modifiers: [Modifier] = []
        for m in self.modifiers {
            switch m {
            case let .frame(w, h, a): modifiers.append(.frame(width: s(w), height: s(h), alignment: a))
            case let .flexibleFrame(a, b, c, d, e, f, al):
                modifiers.append(.flexibleFrame(minWidth: s(a), idealWidth: s(b), maxWidth: s(c), minHeight: s(d), idealHeight: s(e), maxHeight: s(f), alignment: al))
            case let .padding(t, l, b, r, length):
                guard let length else { return nil }
                modifiers.append(.padding(top: t, leading: l, bottom: b, trailing: r, length: length * k))
            case .fixedSize: return nil
            case let .horizontalGuide(g, f, c): modifiers.append(.horizontalGuide(g, fraction: f, constant: c * k))
            case let .verticalGuide(g, f, c): modifiers.append(.verticalGuide(g, fraction: f, constant: c * k))
            case let .offset(x, y): modifiers.append(.offset(x: x * k, y: y * k))
            case .aspectRatio: modifiers.append(m)
            case let .position(x, y): modifiers.append(.position(x: x * k, y: y * k))
            case let .overlay(n, a):
                guard let n = n.scaled(by: k, registry: registry) else { return nil }
                modifiers.append(.overlay(n, alignment: a))
            case let .background(n, a):
                guard let n = n.scaled(by: k, registry: registry) else { return nil }
                modifiers.append(.background(n, alignment: a))
            // A layout value may be a length (a fixed width the layout reads), which the
            // transformation cannot know to scale: a case that sets one is not scaled.
            case .layoutValue: return nil
            case .layoutPriority, .gridCellColumns, .gridCellAnchor, .gridCellUnsizedAxes, .gridColumnAlignment:
                modifiers.append(m)
            }
        }
        node.modifiers = modifiers
        return node
    }

    /// The tree with its axes swapped (HStack ↔ VStack, widths ↔ heights, leading ↔ top), or nil
    /// when it holds something without a transposed counterpart: text and other fixed-metric
    /// views, dividers, grids, baseline guides, layouts not declared transposable, and aspect
    /// ratios that are not powers of two (their transposes are not exact).
    func transposed(registry: LayoutRegistry) -> CaseNode? {
        var node = self
        switch kind {
        case .color, .rectangle, .roundedRectangle, .circle, .capsule, .ellipse, .spacer, .geometryReader: break
        case let .hstack(a, sp):
            guard let g = a.transposed else { return nil }
            node.kind = .vstack(alignment: g, spacing: sp)
        case let .vstack(a, sp): node.kind = .hstack(alignment: a.transposed, spacing: sp)
        case .zstack(let a):
            guard let t = a.transposed else { return nil }
            node.kind = .zstack(alignment: t)
        case .viewThatFits(let axes): node.kind = .viewThatFits(axes: CaseAxes(horizontal: axes.vertical, vertical: axes.horizontal))
        case let .custom(name, parameters):
            guard let counterpart = registry.entry(named: name)?.transposedCounterpart else { return nil }
            node.kind = .custom(name: counterpart, parameters: parameters)
        case .text, .image, .progress, .button, .divider, .grid, .gridRow: return nil
        case .scrollView:
            // Its children are stacked in a VStack whatever its axes: transposed, the VStack
            // is across the scroll axis instead of along it, and places differently (a nil
            // length across it becomes its own when placing, §2.5).
            return nil
        }
        var children: [CaseNode] = []
        for child in self.children {
            guard let t = child.transposed(registry: registry) else { return nil }
            children.append(t)
        }
        node.children = children
        var modifiers: [Modifier] = []
        for m in self.modifiers {
            switch m {
            case let .frame(w, h, a):
                guard let t = a.transposed else { return nil }
                modifiers.append(.frame(width: h, height: w, alignment: t))
            case let .flexibleFrame(a, b, c, d, e, f, al):
                guard let t = al.transposed else { return nil }
                modifiers.append(.flexibleFrame(minWidth: d, idealWidth: e, maxWidth: f, minHeight: a, idealHeight: b, maxHeight: c, alignment: t))
            case let .padding(t, l, b, r, length): modifiers.append(.padding(top: l, leading: t, bottom: r, trailing: b, length: length))
            case let .fixedSize(h, v): modifiers.append(.fixedSize(horizontal: v, vertical: h))
            case let .horizontalGuide(g, f, c): modifiers.append(.verticalGuide(g.transposed, fraction: f, constant: c))
            case let .verticalGuide(g, f, c):
                guard let t = g.transposed else { return nil }
                modifiers.append(.horizontalGuide(t, fraction: f, constant: c))
            case let .offset(x, y): modifiers.append(.offset(x: y, y: x))
            case let .aspectRatio(w, h, fill):
                // The engine, as SwiftUI, reduces the size to one number, width ÷ height, and its
                // transpose to height ÷ width: the two mirror each other exactly only when the
                // ratio is a power of two. Otherwise a last-bit difference can tip a choice
                // (ViewThatFits's fits-or-not) and the trees rightly differ.
                guard (w / h).significand == 1, (h / w).significand == 1 else { return nil }
                modifiers.append(.aspectRatio(width: h, height: w, fill: fill))
            case let .position(x, y): modifiers.append(.position(x: y, y: x))
            case let .overlay(n, a):
                guard let n = n.transposed(registry: registry), let t = a.transposed else { return nil }
                modifiers.append(.overlay(n, alignment: t))
            case let .background(n, a):
                guard let n = n.transposed(registry: registry), let t = a.transposed else { return nil }
                modifiers.append(.background(n, alignment: t))
            case .layoutPriority: modifiers.append(m)
            case .layoutValue, .gridCellColumns, .gridCellAnchor, .gridCellUnsizedAxes, .gridColumnAlignment: return nil
            }
        }
        node.modifiers = modifiers
        return node
    }
}

extension CaseVerticalGuide {
    /// The horizontal guide in the same place across the other axis; nil for baselines.
    var transposed: CaseHorizontalGuide? {
        switch self {
        case .top: .leading
        case .center: .center
        case .bottom: .trailing
        case .firstTextBaseline, .lastTextBaseline: nil
        }
    }
}

extension CaseHorizontalGuide {
    var transposed: CaseVerticalGuide {
        switch self {
        case .leading: .top
        case .center: .center
        case .trailing: .bottom
        }
    }
}

extension CaseAlignment {
    var transposed: CaseAlignment? {
        vertical.transposed.map { CaseAlignment($0, horizontal.transposed) }
    }
}
