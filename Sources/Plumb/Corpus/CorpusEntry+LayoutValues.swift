import Foundation

extension CorpusEntry {
    /// Each layout value in `c`, as the value its stored number stands for under `registry`'s
    /// declared keys (`Key: value`, in tree order); nil when a key is not declared there
    /// (building the case reports that one by name).
    static func layoutValues(in c: Case, registry: LayoutRegistry) -> [String]? {
        var values: [String] = []
        for node in c.root.allNodes {
            for case let .layoutValue(name, stored) in node.modifiers {
                guard let key = registry.valueKey(named: name) else { return nil }
                values.append("\(name): \(key.fingerprint(stored))")
            }
        }
        return values
    }

    /// Why the entry's stored layout values no longer stand for the values they stood for when
    /// it was saved, or nil when they still do (or it recorded none): replayed, it would check
    /// another case than the one that failed, and its pass or failure would say nothing.
    func layoutValueChange(against registry: LayoutRegistry) -> String? {
        guard let saved = layoutValues, let now = Self.layoutValues(in: self.case, registry: registry) else { return nil }
        guard saved.count == now.count else {
            return "its case stored \(saved.count) layout values when saved, and \(now.count) are read from it now"
        }
        guard let (was, is_) = zip(saved, now).first(where: { $0 != $1 }) else { return nil }
        return "a layout value it stores now stands for another value (\(was) when saved, \(is_) now: the declared list was "
            + "reordered or the draw changed), so it would replay another case; if the declaration is right, delete the file"
    }
}
