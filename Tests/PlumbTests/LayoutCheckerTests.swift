import Foundation
import Testing
@testable import Plumb
import PlumbExamples
import PlumbTesting

@Suite("LayoutChecker and the corpus")
struct LayoutCheckerTests {
    @Test("a broken layout's failure comes back shrunk, with its message, code and a replay line")
    func brokenLayout() {
        let report = LayoutChecker(seed: 1, cases: 300).check(BrokenStackSkipsLastSubview())
        let failure = report.failures.first { $0.property == "placed-once" }
        #expect(failure != nil, "\(report)")
        guard let failure else { return }
        #expect(failure.message.contains("placed-once"))
        #expect(failure.swiftCode.hasPrefix("BrokenStackSkipsLastSubview() {\n    Color.blue\n}"))
        #expect(failure.replay.hasPrefix("PLUMB_REPLAY=1:"))
        #expect(failure.drawing.contains("#"), "the offending container is marked")
        #expect(failure.report.contains(failure.statement))
        #expect(Set(report.failures.map { "\($0.property)@\($0.violation.kindPath)" }).count == report.failures.count, "one failure per signature")
    }

    @Test("traits declared on the checker are checked without a conformance: no-overlap fails an overlapping row, passes a flow")
    func declaredTraits() {
        var checker = LayoutChecker(seed: 2, cases: 200)
        checker.traits = [.nonOverlapping]
        let overlapping = checker.check(SpaceEvenlyRow())
        #expect(overlapping.failures.contains { $0.breaks("no-overlap") },
                "\(overlapping)")
        #expect(!LayoutChecker(seed: 2, cases: 200).check(SpaceEvenlyRow()).failures.contains {
            $0.breaks("no-overlap")
        }, "undeclared, nothing checks it")
        #expect(checker.check(FlowLayout(spacing: 4)).passed)
    }

    @Test("correct layouts pass, including parameters drawn from choices")
    func correctLayouts() {
        let checker = LayoutChecker(seed: 3, cases: 200)
        #expect(checker.check(FlowLayout(spacing: 8)).failures.isEmpty)
        let drawn = checker.check { choices in EvenStack(axis: choices.bool() ? .horizontal : .vertical, spacing: choices.double(in: 0...20)) }
        #expect(drawn.failures.isEmpty, "\(drawn)")
        #expect(drawn.cases == 200)
    }

    @Test("parameters drawn from choices are shrunk and printed")
    func drawnParametersShrink() {
        let report = LayoutChecker(seed: 2, cases: 300).check { choices in
            MasonryOrBroken(broken: choices.bool(0.5), columns: choices.int(in: 1...4))
        }
        let failure = report.failures.first { $0.property == "placed-once" }
        #expect(failure?.swiftCode.contains("MasonryOrBroken(broken: true, columns: 1)") == true, "\(report)")
    }

    @Test("waivers excuse what the author allows")
    func waivers() {
        #expect(LayoutChecker(seed: 3, cases: 200).check(RadialLayout()).failures.contains { $0.property == "inside-bounds" })
        var lenient = LayoutChecker(seed: 3, cases: 200)
        lenient.waivers = ExampleLayouts.waivers
        #expect(lenient.check(RadialLayout()).failures.isEmpty)
    }

    @Test("declared layout value keys get generated values")
    func valueKeys() {
        var checker = LayoutChecker(seed: 5, cases: 50)
        checker.valueKeys = [.key(WeightedRow.Weight.self, in: 0.5...3, name: "WeightedRow.Weight")]
        _ = checker.check(WeightedRow(gap: 4, columns: 2))
        var registry = LayoutRegistry()
        registry.register("WeightedRow", valueKeys: checker.valueKeys) { _ in WeightedRow(gap: 4, columns: 2) }
        var configuration = GeneratorConfiguration(registry: registry, layoutUnderTest: "WeightedRow")
        configuration.kindWeights[.custom] = 0
        let children = (0..<50).flatMap { Generator(configuration).makeCase(seed: UInt64($0)).root.children }
        func keyValues(_ child: CaseNode) -> [Double] {
            child.modifiers.compactMap { if case .layoutValue(_, let value) = $0 { value } else { nil } }
        }
        #expect(!children.isEmpty)
        // Every subview carries one declared value: none is left to the key's default.
        #expect(children.allSatisfy { keyValues($0).count == 1 && (0.5...3).contains(keyValues($0)[0]) })
        #expect(Set(children.flatMap(keyValues)).count > 10, "the values vary")

        // The same for layouts built from drawn parameters.
        var drawing = LayoutRegistry()
        drawing.registerDrawing("WeightedRow", valueKeys: checker.valueKeys) { c in WeightedRow(gap: c.double(in: 0...8), columns: 2) }
        var drawnConfiguration = GeneratorConfiguration(registry: drawing, layoutUnderTest: "WeightedRow")
        drawnConfiguration.kindWeights[.custom] = 0
        let drawnCases = (0..<50).map { Generator(drawnConfiguration).makeCase(seed: UInt64($0)) }
        #expect(drawnCases.contains { $0.root.children.flatMap(\.modifiers).contains { if case .layoutValue = $0 { true } else { false } } })
        #expect(drawnCases.allSatisfy { if case .custom(_, let p) = $0.root.kind { !p.isEmpty } else { false } }, "parameters were drawn")
        #expect(checker.check { c in WeightedRow(gap: c.double(in: 0...8), columns: 2) }.cases == 50)
    }

    @Test("corpus: atomic, content-named, never overwritten; bad files reported with path and field")
    func corpus() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-corpus-\(UUID())")
        defer { try? FileManager.default.removeItem(at: root) }
        let corpus = Corpus(root: root)
        let c = Case(root: CaseNode(.color), proposal: .size(width: 10, height: nil))
        let entry = CorpusEntry(property: "inside-bounds", message: "m", case: c, seed: 1, caseIndex: 2, expectedToFail: false)
        guard case .written(let url) = try corpus.save(entry) else { Issue.record("not written"); return }
        #expect(url.path.hasSuffix("inside-bounds/\(entry.contentHash).json"))
        let again = CorpusEntry(property: "inside-bounds", message: "other", case: c, seed: 9, caseIndex: 9, expectedToFail: false)
        #expect(try corpus.save(again) == .alreadyPresent(url), "the same case found again is the same file")
        #expect(try Corpus.read(url).get() == entry, "and the first finding is kept")
        let text = String(decoding: try Data(contentsOf: url), as: UTF8.self)
        #expect(text.contains("\"caseIndex\" : 2") && text.firstRange(of: "\"case\"")!.lowerBound < text.firstRange(of: "\"caseIndex\"")!.lowerBound)

        let bad = root.appendingPathComponent("inside-bounds/bad.json")
        try Data(#"{"formatVersion": 1, "property": "x"}"#.utf8).write(to: bad)
        let old = root.appendingPathComponent("inside-bounds/old.json")
        try Data(#"{"formatVersion": 0}"#.utf8).write(to: old)
        let results = corpus.entries()
        #expect(results.count == 3)
        let failures = results.compactMap { if case .failure(let e) = $0.entry { e } else { nil } }
        #expect(failures.contains { $0.url.lastPathComponent == "bad.json" && $0.field == "message" })
        #expect(failures.contains { $0.url.lastPathComponent == "old.json" && $0.field == "formatVersion" })
        #expect(try Data(contentsOf: bad) == Data(#"{"formatVersion": 1, "property": "x"}"#.utf8), "never rewritten")
        // A corpus folder that cannot be listed is reported, not read as empty.
        let missing = Corpus(root: root.appendingPathComponent("no-such-folder")).entries()
        #expect(missing.count == 1 && missing.allSatisfy { if case .failure(let e) = $0.entry { e.field == "folder" } else { false } },
                "\(missing)")
    }

    @Test("PLUMB_REPLAY reads seed:case")
    func replayLine() {
        #expect(LayoutChecker.parseReplay("7:42")! == (7, 42))
        #expect(LayoutChecker.parseReplay("7") == nil)
    }
}

/// A masonry layout with a switchable bug, for the drawn-parameter test.
struct MasonryOrBroken: Layout {
    var broken: Bool
    var columns: Int
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        MasonryLayout(columns: columns).sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        if broken { return BrokenStackSkipsLastSubview().placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache) }
        MasonryLayout(columns: columns).placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}

@Suite("The Swift Testing helper")
struct ExpectLayoutTests {
    @Test("a correct layout records no issue")
    func correct() {
        let report = expectLayoutHolds(FlowLayout(spacing: 4), checker: LayoutChecker(seed: 1, cases: 100))
        #expect(report.failures.isEmpty)
    }

    @Test("a broken layout records one issue per distinct failure, with the full report")
    func broken() {
        withKnownIssue {
            let report = expectLayoutHolds(BrokenStackSkipsLastSubview(), checker: LayoutChecker(seed: 1, cases: 100))
            #expect(!report.failures.isEmpty)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("placed-once") && $0.rawValue.contains("replay: PLUMB_REPLAY=") }
        }
    }

    /// A helper a test suite might write: the checker is made here, not in the test.
    static func checkedByHelper<L: Layout>(_ layout: @autoclosure @escaping @Sendable () -> L) -> CheckReport {
        LayoutChecker(seed: 1, cases: 100).check(layout())
    }

    @Test("a checker made in a helper the test calls names the running test in its replay lines, not the helper")
    func checkerMadeInAHelper() {
        let report = Self.checkedByHelper(BrokenStackSkipsLastSubview())
        let replay = report.failures.first?.replay ?? "no failure"
        #expect(replay.contains("PlumbTests") && replay.contains("checkerMadeInAHelper"), "\(replay)")
        #expect(!replay.contains("checkedByHelper"), "\(replay)")
    }

    @Test("a checker made by a helper in another module (a shared test-support target) still names this test's module")
    func checkerMadeInAnotherModule() {
        let checker = LayoutChecker(seed: 1, cases: 100, fileID: "LayoutTestSupport/Helpers.swift", function: "assertLayout()", line: 7)
        #expect(checker.callSite.testFilter.hasPrefix("PlumbTests"), "\(checker.callSite.testFilter)")
        #expect(checker.callSite.testFilter.hasSuffix("checkerMadeInAnotherModule"), "\(checker.callSite.testFilter)")
    }

    @Test("with its default checker, replay lines rerun the calling test, not the helper")
    func defaultCheckerNamesTheCaller() {
        withKnownIssue {
            let report = expectLayoutHolds(BrokenStackSkipsLastSubview())
            let replay = report.failures.first?.replay ?? "no failure"
            #expect(replay.contains("PlumbTests") && replay.contains("defaultCheckerNamesTheCaller"), "\(replay)")
            #expect(!replay.contains("expectLayoutHolds"), "\(replay)")
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("placed-once") }
        }
    }
}

/// `BrokenJustifiedRow`'s layout without its `.nonOverlapping` declaration (the checker
/// declares it instead): narrower than its subviews, its gaps go negative and they overlap.
struct SpaceEvenlyRow: Layout {
    let row = BrokenJustifiedRow()

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        row.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        row.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}
