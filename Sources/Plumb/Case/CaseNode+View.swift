import Foundation
@_spi(Engine) import PlumbUI

extension CaseNode {
    /// The node as a PlumbUI view. Throws when it names a layout or value key `registry` lacks.
    public func view(_ registry: LayoutRegistry = .builtIn) throws -> AnyView {
        let kids = try children.map { try $0.view(registry) }
        let content = ForEach(kids.indices, id: \.self) { kids[$0] }
        func cg(_ v: Double?) -> CGFloat? { v.map { CGFloat($0) } }
        var view: AnyView
        switch kind {
        case .color: view = AnyView(Color.blue)
        case .rectangle: view = AnyView(Rectangle())
        case .roundedRectangle(let radius): view = AnyView(RoundedRectangle(cornerRadius: CGFloat(radius)))
        case .circle: view = AnyView(Circle())
        case .capsule: view = AnyView(Capsule())
        case .ellipse: view = AnyView(Ellipse())
        case .text(let s): view = AnyView(Text(s))
        case .image: view = AnyView(Image(systemName: "star"))
        case .spacer(let minLength): view = AnyView(Spacer(minLength: cg(minLength)))
        case .divider: view = AnyView(Divider())
        case .progress(let value): view = value.map { AnyView(ProgressView(value: $0)) } ?? AnyView(ProgressView())
        case .button(let title): view = AnyView(Button(title) {})
        case .hstack(let a, let s): view = AnyView(HStack(alignment: a.guide, spacing: cg(s)) { content })
        case .vstack(let a, let s): view = AnyView(VStack(alignment: a.guide, spacing: cg(s)) { content })
        case .zstack(let a): view = AnyView(ZStack(alignment: a.alignment) { content })
        case .grid(let a, let h, let v):
            view = AnyView(Grid(alignment: a.alignment, horizontalSpacing: cg(h), verticalSpacing: cg(v)) { content })
        case .gridRow(let a): view = AnyView(GridRow(alignment: a?.guide) { content })
        case .viewThatFits(let axes): view = AnyView(ViewThatFits(in: axes.axes) { content })
        case .scrollView(let axes): view = AnyView(ScrollView(axes.axes) { content })
        case .geometryReader: view = AnyView(GeometryReader { _ in content })
        case .custom(let name, let parameters):
            guard let entry = registry.entry(named: name) else { throw UnknownRegistryName(kind: "layout", name: name) }
            // Named by its entry: checks find the layout under test by that name.
            view = AnyView(entry.make(parameters)(kind: entry.kind) { content })
        }
        for modifier in modifiers { view = try modifier.apply(to: view, registry) }
        return view
    }
}

extension CaseNode.Modifier {
    func apply(to view: AnyView, _ registry: LayoutRegistry) throws -> AnyView {
        func cg(_ v: Double?) -> CGFloat? { v.map { CGFloat($0) } }
        switch self {
        case let .frame(w, h, a):
            return AnyView(view.frame(width: cg(w), height: cg(h), alignment: a.alignment))
        case let .flexibleFrame(minW, idealW, maxW, minH, idealH, maxH, a):
            return AnyView(view.frame(minWidth: cg(minW), idealWidth: cg(idealW), maxWidth: cg(maxW),
                                      minHeight: cg(minH), idealHeight: cg(idealH), maxHeight: cg(maxH), alignment: a.alignment))
        case let .padding(top, leading, bottom, trailing, length):
            var edges: Edge.Set = []
            if top { edges.insert(.top) }
            if leading { edges.insert(.leading) }
            if bottom { edges.insert(.bottom) }
            if trailing { edges.insert(.trailing) }
            return AnyView(view.padding(edges, cg(length)))
        case let .fixedSize(h, v): return AnyView(view.fixedSize(horizontal: h, vertical: v))
        case .layoutPriority(let p): return AnyView(view.layoutPriority(p))
        // A zero fraction is a constant guide, never `length * 0`: a view placed with an
        // infinite proposal is infinitely long, and ∞ · 0 would make the guide NaN, a fault of
        // the generated closure that no layout should be blamed for.
        case let .horizontalGuide(g, f, c):
            return AnyView(view.alignmentGuide(g.guide) { d in f == 0 ? CGFloat(c) : d.width * CGFloat(f) + CGFloat(c) })
        case let .verticalGuide(g, f, c):
            return AnyView(view.alignmentGuide(g.guide) { d in f == 0 ? CGFloat(c) : d.height * CGFloat(f) + CGFloat(c) })
        case let .offset(x, y): return AnyView(view.offset(x: CGFloat(x), y: CGFloat(y)))
        case let .position(x, y): return AnyView(view.position(x: CGFloat(x), y: CGFloat(y)))
        case let .aspectRatio(w, h, fill):
            return AnyView(view.aspectRatio(CGSize(width: CGFloat(w), height: CGFloat(h)), contentMode: fill ? .fill : .fit))
        case let .overlay(node, a):
            let overlay = try node.view(registry)
            return AnyView(view.overlay(alignment: a.alignment) { overlay })
        case let .background(node, a):
            let background = try node.view(registry)
            return AnyView(view.background(alignment: a.alignment) { background })
        case let .layoutValue(key, value):
            guard let declared = registry.valueKey(named: key) else { throw UnknownRegistryName(kind: "layout value key", name: key) }
            return declared.apply(view, value)
        case .gridCellColumns(let n): return AnyView(view.gridCellColumns(n))
        case let .gridCellAnchor(x, y): return AnyView(view.gridCellAnchor(UnitPoint(x: CGFloat(x), y: CGFloat(y))))
        case .gridCellUnsizedAxes(let axes): return AnyView(view.gridCellUnsizedAxes(axes.axes))
        case .gridColumnAlignment(let g): return AnyView(view.gridColumnAlignment(g.guide))
        }
    }
}
