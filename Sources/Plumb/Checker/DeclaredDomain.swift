import Foundation

extension GeneratorConfiguration {
    /// Why `c`, a case saved earlier, lies outside what the layout under test is now declared
    /// to be given (its subview counts, its subviews' priorities, the values of its layout value
    /// keys), or nil when it lies inside or nothing is declared. Such a case is not replayed:
    /// its failure would blame the layout for input its user has since ruled out (and a list
    /// position past the end would replay another value than the one saved).
    func declaredDomainProblem(in c: Case) -> String? {
        if let problem = valueOutsideDeclaredKeys(in: c) { return problem }
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

    /// The first layout value in `c` that its key, as declared now, would not generate: outside
    /// its range, or not a position in its list. A key no longer declared is left to building
    /// the case, which reports it by name.
    private func valueOutsideDeclaredKeys(in c: Case) -> String? {
        for node in c.root.allNodes {
            for (i, child) in node.children.enumerated() {
                for case let .layoutValue(name, value) in child.modifiers {
                    guard let key = registry.valueKey(named: name), !key.admits(value) else { continue }
                    return "its case gives subview \(i) of \(node.kind.name) the stored value \(swiftNumber(value)) for \(name), "
                        + "outside \(key.domain)"
                }
            }
        }
        return nil
    }
}
