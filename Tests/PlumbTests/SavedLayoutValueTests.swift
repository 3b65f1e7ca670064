import Foundation
import Testing
@testable import Plumb

@Suite("A saved case whose layout values now stand for other values is not replayed as if it were the same case")
struct SavedLayoutValueTests {
    /// SlottedRow's failure (a subview without a slot is never placed), saved with nil last in
    /// the list: the case stores nil's position, 4.
    private func savedWithNilLast() -> (LayoutChecker, Corpus) {
        let corpus = Corpus(root: FileManager.default.temporaryDirectory.appendingPathComponent("plumb-values-\(UUID().uuidString)"))
        var checker = LayoutChecker(seed: 7, cases: 300)
        checker.corpus = corpus
        checker.valueKeys = [.key(SlottedRow.Slot.self, values: [0, 1, 2, 3, nil])]
        #expect(checker.check(SlottedRow()).failures.contains { $0.property == "placed-once" })
        return (checker, corpus)
    }

    @Test("the entry records the values its numbers stood for; replayed under the same declaration it fails again")
    func sameDeclarationReplays() throws {
        let (checker, corpus) = savedWithNilLast()
        defer { try? FileManager.default.removeItem(at: corpus.root) }
        let entries = corpus.entries().compactMap { try? $0.entry.get() }
        #expect(!entries.isEmpty && entries.allSatisfy { $0.layoutValues != nil }, "\(entries.map(\.layoutValues))")
        #expect(entries.contains { $0.property == "placed-once" && $0.layoutValues?.contains("Slot: nil") == true }, "\(entries.map(\.layoutValues))")
        var noNewCases = checker
        noNewCases.seed = 99
        let again = noNewCases.check(SlottedRow())
        #expect(again.errors.isEmpty && again.failures.contains { $0.property == "placed-once" }, "\(again)")
    }

    @Test("reordered, the list gives the stored position another value: an error naming the file and both values, not a replay")
    func reorderedListIsAnError() {
        let (checker, corpus) = savedWithNilLast()
        defer { try? FileManager.default.removeItem(at: corpus.root) }
        var reordered = checker
        reordered.valueKeys = [.key(SlottedRow.Slot.self, values: [nil, 0, 1, 2, 3])]
        reordered.cases = 1
        let report = reordered.check(SlottedRow())
        #expect(!report.passed, "\(report)")
        // Whichever slot the shrunk case kept (nil, last, or 0, first), the reordered list gives it another value.
        #expect(report.errors.contains { $0.contains(corpus.root.path) && $0.contains("not replayed")
            && ($0.contains("Slot: nil when saved, Slot: Optional<Int>(some: 3) now")
                || $0.contains("Slot: Optional<Int>(some: 0) when saved, Slot: nil now")) }, "\(report.errors)")
    }

    @Test("a draw that changed gives the stored seed another value: an error")
    func changedDrawIsAnError() {
        let corpus = Corpus(root: FileManager.default.temporaryDirectory.appendingPathComponent("plumb-values-\(UUID().uuidString)"))
        defer { try? FileManager.default.removeItem(at: corpus.root) }
        var drawn = LayoutChecker(seed: 7, cases: 300)
        drawn.corpus = corpus
        drawn.valueKeys = [.key(SlottedRow.Slot.self) { c in c.bool() ? nil : c.int(in: 0...3) }]
        #expect(drawn.check(SlottedRow()).failures.contains { $0.property == "placed-once" })
        var changed = drawn
        changed.valueKeys = [.key(SlottedRow.Slot.self) { c in c.int(in: 0...3) }]
        changed.cases = 1
        let report = changed.check(SlottedRow())
        #expect(report.errors.contains { $0.contains("not replayed") && $0.contains("now stands for another value") }, "\(report.errors)")
    }

    @Test("values are described the same in every process: sets and dictionaries sorted, fresh identities (UUID, Date) left out")
    func stableDescriptions() {
        #expect(StableDescription.of(Set(["b", "c", "a"])) == #"["a", "b", "c"]"#)
        #expect(StableDescription.of(["y": 2, "x": 1]) == StableDescription.of(["x": 1, "y": 2]))
        #expect(StableDescription.of(Optional<Int>.none as Any) == "nil")
        #expect(StableDescription.of(2.5) == "2.5")
        // An identity made anew in each process is not a change of value.
        struct Badge { let id = UUID(); let text: String }
        #expect(StableDescription.of(Badge(text: "new")) == StableDescription.of(Badge(text: "new")))
        #expect(StableDescription.of(Badge(text: "new")) != StableDescription.of(Badge(text: "old")))
    }
}
