import Foundation
import Testing
@testable import Plumb
import PlumbExamples

/// A row that, while `dropsLast` is set, never places its last subview when it has at least
/// `from` (`placed-once`); with it cleared, it is the same type fixed, so its saved failures
/// are its own.
struct RowThatMayDropItsLast: Layout {
    var dropsLast: Bool
    var from = 1
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).reduce(0, +), height: sizes.map(\.height).max() ?? 0)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for (i, s) in subviews.enumerated() where !(dropsLast && subviews.count >= from && i == subviews.count - 1) {
            s.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
            x += s.sizeThatFits(.unspecified).width
        }
    }
}

/// `LayoutChecker` replays what its corpus holds for the layout before any new case: a saved
/// failure is a regression test, not a file nobody reads again.
@Suite("Saved failures replay")
struct SavedFailureReplayTests {
    func temporaryCorpus() -> Corpus {
        Corpus(root: FileManager.default.temporaryDirectory.appendingPathComponent("plumb-saved-\(UUID())"))
    }

    @Test("a layout's saved failures replay before its new cases: fixed, they hold; back, they fail even where the new cases cannot reach the bug, and once")
    func savedFailuresReplay() throws {
        let corpus = temporaryCorpus()
        defer { try? FileManager.default.removeItem(at: corpus.root) }
        var checker = LayoutChecker(seed: 1, cases: 100)
        checker.corpus = corpus
        let found = checker.check(RowThatMayDropItsLast(dropsLast: true, from: 3))
        #expect(!found.passed && found.replayedSavedFailures == 0, "\(found)")
        let saved = corpus.entries().count
        #expect(saved > 0)

        let fixed = checker.check(RowThatMayDropItsLast(dropsLast: false, from: 3))
        #expect(fixed.passed && fixed.replayedSavedFailures == saved, "\(fixed)")
        #expect(fixed.description.contains("(and \(saved) saved failure"))

        // With at most two subviews in any new case (a smaller generation budget, not a
        // declaration), the bug is out of the new cases' reach: only the replay finds it back.
        var unreachable = checker
        unreachable.maxNodes = 3
        unreachable.corpus = nil
        #expect(unreachable.check(RowThatMayDropItsLast(dropsLast: true, from: 3)).passed)
        unreachable.corpus = corpus
        let back = unreachable.check(RowThatMayDropItsLast(dropsLast: true, from: 3))
        #expect(!back.passed, "\(back)")
        let regression = try #require(back.failures.first { $0.property == "placed-once" })
        #expect(regression.notShrunk == "saved before and failing again when replayed", "\(regression.report)")
        #expect(regression.corpusPath?.hasPrefix(corpus.root.path) == true)
        #expect(corpus.entries().count == saved, "replaying saves nothing new")

        // Found by the replay and by the new cases alike, it is one failure.
        let both = checker.check(RowThatMayDropItsLast(dropsLast: true, from: 3))
        #expect(both.failures.filter { $0.property == "placed-once" }.count == 1, "\(both)")
    }

    @Test("a saved failure outside what the layout is now declared to be given (subview counts, priorities, layout values) is not replayed: an error naming the file and the declaration, never the layout's failure")
    func savedFailuresOutsideTheDeclaredDomain() {
        let corpus = temporaryCorpus()
        defer { try? FileManager.default.removeItem(at: corpus.root) }
        var checker = LayoutChecker(seed: 1, cases: 100)
        checker.corpus = corpus
        #expect(!checker.check(RowThatMayDropItsLast(dropsLast: true)).passed)
        #expect(corpus.entries().count > 0)
        // Declared since: the layout is only ever given no subviews.
        var declared = checker
        declared.subviewCounts = 0...0
        let counted = declared.check(RowThatMayDropItsLast(dropsLast: true))
        #expect(counted.failures.isEmpty && !counted.passed, "\(counted)")
        #expect(counted.errors.contains { $0.contains(corpus.root.path) && $0.contains("not replayed") && $0.contains("subviewCounts 0...0") },
                "\(counted)")

        // Declared since: every subview carries a priority of 1, 2 or 3.
        let priorityCorpus = temporaryCorpus()
        defer { try? FileManager.default.removeItem(at: priorityCorpus.root) }
        var undeclared = LayoutChecker(seed: 1, cases: 300)
        undeclared.corpus = priorityCorpus
        #expect(!undeclared.check(PriorityWeightedRow()).failures.isEmpty)
        var prioritized = undeclared
        prioritized.subviewPriorities = [1, 2, 3]
        let weighted = prioritized.check(PriorityWeightedRow())
        #expect(weighted.failures.isEmpty, "\(weighted)")
        #expect(weighted.errors.contains { $0.contains("not replayed") && $0.contains("subviewPriorities") }, "\(weighted)")

        // Declared since: every subview carries a slot (the list lost its last value, nil). The
        // saved case stores nil's position, 4, which the shorter list would clamp to 3 and replay
        // as another case.
        let valueCorpus = temporaryCorpus()
        defer { try? FileManager.default.removeItem(at: valueCorpus.root) }
        var withNil = LayoutChecker(seed: 7, cases: 300)
        withNil.corpus = valueCorpus
        withNil.valueKeys = [.key(SlottedRow.Slot.self, values: [0, 1, 2, 3, nil])]
        #expect(withNil.check(SlottedRow()).failures.contains { $0.property == "placed-once" })
        var tagged = withNil
        tagged.valueKeys = [.key(SlottedRow.Slot.self, values: [0, 1, 2, 3])]
        let slotted = tagged.check(SlottedRow())
        #expect(slotted.failures.isEmpty, "\(slotted)")
        #expect(slotted.errors.contains { $0.contains("not replayed") && $0.contains("the stored value 4 for Slot")
            && $0.contains("outside the declared list of 4 values") }, "\(slotted)")
    }

    @Test("other layouts' entries in the same folder are left alone; an unreadable entry or a saved crash that cannot run here is an error, never skipped")
    func savedFailuresThatCannotReplay() throws {
        let corpus = temporaryCorpus()
        defer { try? FileManager.default.removeItem(at: corpus.root) }
        var checker = LayoutChecker(seed: 1, cases: 50)
        checker.corpus = corpus
        #expect(!checker.check(RowThatMayDropItsLast(dropsLast: true)).passed)
        let other = checker.check(PlainRow())
        #expect(other.passed && other.replayedSavedFailures == 0, "\(other)")

        // A saved crash runs only in a child process.
        let entry = try #require(corpus.entries().first).entry.get()
        var crash = CorpusEntry(property: "crash", message: "trapped", case: entry.case, seed: entry.seed, caseIndex: entry.caseIndex,
                                expectedToFail: false, target: nil, choices: nil)
        crash.signature = "crash@test"
        _ = try corpus.save(crash)
        let inProcess = checker.check(RowThatMayDropItsLast(dropsLast: false))
        #expect(!inProcess.passed && inProcess.errors.contains { $0.contains("replays only in a child process") }, "\(inProcess)")

        let garbage = corpus.root.appendingPathComponent("placed-once/garbage.json")
        try Data("not json".utf8).write(to: garbage)
        let unreadable = checker.check(PlainRow())
        #expect(!unreadable.passed && unreadable.errors.contains { $0.contains("could not be read") && $0.contains("garbage.json") },
                "\(unreadable)")
    }

    @Test("isolated, a saved crash replays in the child process and fails again")
    func savedCrashReplaysIsolated() {
        let corpus = temporaryCorpus()
        defer { try? FileManager.default.removeItem(at: corpus.root) }
        var checker = LayoutChecker(seed: 2, cases: 20, isolation: .process)
        checker.corpus = corpus
        let found = checker.check(BrokenTrapsOnUnspecifiedProposal())
        #expect(found.failures.contains { $0.property == "crash" } && found.replayedSavedFailures == 0, "\(found)")
        var again = LayoutChecker(seed: 3, cases: 1, isolation: .process)
        again.corpus = corpus
        let replayed = again.check(BrokenTrapsOnUnspecifiedProposal())
        #expect(replayed.errors.isEmpty && replayed.replayedSavedFailures == corpus.entries().count, "\(replayed)")
        #expect(replayed.failures.contains { $0.property == "crash" && $0.notShrunk == "saved before and failing again when replayed" },
                "\(replayed)")
    }
}
