import Foundation
import Testing
@testable import Plumb
import PlumbExamples

/// A row that, while `dropsLast` is set, never places its last subview (`placed-once`); with it
/// cleared, it is the same type fixed, so its saved failures are its own.
struct RowThatMayDropItsLast: Layout {
    var dropsLast: Bool
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).reduce(0, +), height: sizes.map(\.height).max() ?? 0)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for (i, s) in subviews.enumerated() where !(dropsLast && i == subviews.count - 1) {
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
        let found = checker.check(RowThatMayDropItsLast(dropsLast: true))
        #expect(!found.passed && found.replayedSavedFailures == 0, "\(found)")
        let saved = corpus.entries().count
        #expect(saved > 0)

        let fixed = checker.check(RowThatMayDropItsLast(dropsLast: false))
        #expect(fixed.passed && fixed.replayedSavedFailures == saved, "\(fixed)")
        #expect(fixed.description.contains("(and \(saved) saved failure"))

        // With no subview in any new case, the bug is out of the new cases' reach: only the
        // replay can find it back.
        var unreachable = checker
        unreachable.subviewCounts = 0...0
        unreachable.corpus = nil
        #expect(unreachable.check(RowThatMayDropItsLast(dropsLast: true)).passed)
        unreachable.corpus = corpus
        let back = unreachable.check(RowThatMayDropItsLast(dropsLast: true))
        #expect(!back.passed, "\(back)")
        let regression = try #require(back.failures.first { $0.property == "placed-once" })
        #expect(regression.notShrunk == "saved before and failing again when replayed", "\(regression.report)")
        #expect(regression.corpusPath?.hasPrefix(corpus.root.path) == true)
        #expect(corpus.entries().count == saved, "replaying saves nothing new")

        // Found by the replay and by the new cases alike, it is one failure.
        let both = checker.check(RowThatMayDropItsLast(dropsLast: true))
        #expect(both.failures.filter { $0.property == "placed-once" }.count == 1, "\(both)")
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
