import Foundation

extension GeneratorConfiguration {
    /// Why `c`, a case saved earlier, lies outside what the layout under test is now declared
    /// to be given (its subview counts, its subviews' priorities), or nil when it lies inside
    /// or nothing is declared. Such a case is not replayed: its failure would blame the layout
    /// for input its user has since ruled out.
    func declaredDomainProblem(in c: Case) -> String? {
        guard let name = layoutUnderTest,
              let layout = c.root.allNodes.first(where: { if case .custom(name, _) = $0.kind { true } else { false } }) else { return nil }
        if let counts = layoutUnderTestSubviewCounts, !counts.contains(layout.children.count) {
            return "its case gives the layout \(layout.children.count) subviews, outside the declared subviewCounts \(counts)"
        }
        if let priorities = layoutUnderTestSubviewPriorities {
            for (i, child) in layout.children.enumerated() {
                let outermost: Double? = if case .layoutPriority(let p)? = child.modifiers.last { p } else { nil }
                guard let p = outermost, priorities.contains(p) else {
                    return "its case gives subview \(i) \(outermost.map { "the layout priority \($0)" } ?? "no layout priority"), "
                        + "not one of the declared subviewPriorities \(priorities)"
                }
            }
        }
        return nil
    }
}
