import Foundation
import Testing
@testable import Plumb
@testable @_spi(Engine) import PlumbUI
@_spi(Engine) import PlumbProperties
import PlumbExamples

/// A run checks what it says or fails loudly, and nothing it finds is lost: bad settings are
/// errors, zero cases is an error, save errors fail the run, entries are validated, a must-pass
/// entry that traps is broken, children have a memory limit.
@Suite("Nothing silent")
struct NothingSilentTests {
    @Test("every bad PLUMB_SEED, PLUMB_CASES and PLUMB_REPLAY is an error naming the variable, the value and what is expected")
    func strictSettings() throws {
        for bad in ["garbage", "-1", "1.5", "", "18446744073709551616"] {
            #expect(throws: FuzzSettings.Error.self) { try FuzzSettings.parseSeed(bad, default: 1) }
        }
        for bad in ["0", "-5", "abc", "9223372036854775807", "1e3", "", "1000000001"] {
            #expect {
                try FuzzSettings.parseCases(bad, default: 1)
            } throws: { error in
                let e = error as? FuzzSettings.Error
                return e?.variable == "PLUMB_CASES" && e?.value == bad && "\(e!)".contains("expected a whole number of cases")
            }
        }
        for bad in ["garbage", "1:-3", "1", "1:2:3", ":4", "1:", "x:1"] {
            #expect(FuzzSettings.parseReplay(bad) == nil, "\(bad)")
        }
        #expect(try FuzzSettings.parseSeed(nil, default: 7) == 7)
        #expect(try FuzzSettings.parseSeed("42", default: 7) == 42)
        #expect(try FuzzSettings.parseCases("12", default: 7) == 12)
        #expect(FuzzSettings.parseReplay("7:42")! == (7, 42))
    }

    @Test("zero cases is an error, not a pass; so is a negative count")
    func zeroCases() {
        for cases in [0, -5] {
            var checker = LayoutChecker(seed: 1, cases: 10)
            checker.cases = cases
            let report = checker.check(BrokenStackSkipsLastSubview())
            #expect(report.cases == 0 && !report.errors.isEmpty && !report.passed, "\(report)")
            #expect(report.description.contains("NOT CHECKED"))
        }
        let ran = LayoutChecker(seed: 1, cases: 10).check(FlowLayout(spacing: 4))
        #expect(ran.passed, "\(ran)")
    }

    @Test("settings that would check nothing are an error before any case: no property, a trait nothing checks, a trait property for a layout without the trait, no room for a subview, a negative subview count")
    func propertiesThatCheckNothing() {
        func errors(_ configure: (inout LayoutChecker) -> Void) -> [String] {
            var checker = LayoutChecker(seed: 1, cases: 10)
            configure(&checker)
            let report = checker.check(PlainRow())
            #expect(report.cases == 0 && !report.passed, "\(report)")
            return report.errors
        }
        #expect(errors { $0.properties = [] } == ["no property to check (LayoutChecker.properties is empty): nothing was checked"])
        let undeclared = errors { $0.properties = [.insideBounds, .noOverlap] }
        #expect(undeclared.count == 1 && undeclared[0].hasPrefix("no-overlap checks only layouts that declare the trait non-overlapping, and PlainRow does not"),
                "\(undeclared)")
        let unchecked = errors { $0.traits = [.nonOverlapping, .equalWidths]; $0.properties = [.insideBounds, .noOverlap] }
        #expect(unchecked == ["PlainRow declares the trait equal-widths, but no property among LayoutChecker.properties checks it: nothing was checked"],
                "\(unchecked)")
        #expect(errors { $0.maxNodes = 1 }.first?.hasPrefix("LayoutChecker.maxNodes is 1: with fewer than 2 nodes") == true)
        // A negative count is a settings error, not a trap in the generator.
        #expect(errors { $0.subviewCounts = -2...(-1) } == ["LayoutChecker.subviewCounts is -2...-1: a layout cannot have fewer than 0 subviews: nothing was checked"])
        // The full catalog, or a list whose trait properties match what is declared, runs.
        var declared = LayoutChecker(seed: 1, cases: 10)
        declared.traits = [.nonOverlapping]
        declared.properties = [.insideBounds, .noOverlap]
        #expect(declared.check(PlainRow()).passed)
        #expect(LayoutChecker(seed: 1, cases: 10).check(PlainRow()).passed)
    }

    @Test("a property chosen by hand that reads a contract the layout lacks (stack-order without DescribesStack) is an error before any case; with the contract, built in, or wrapped in AnyLayout, it runs and checks")
    func contractPropertiesThatCheckNothing() {
        var checker = LayoutChecker(seed: 1, cases: 20)
        checker.properties = [.insideBounds, .stackOrder, .referenceModel]
        let lacking = checker.check(PlainRow())
        #expect(lacking.cases == 0 && !lacking.passed, "\(lacking)")
        #expect(lacking.errors.count == 2, "\(lacking.errors)")
        #expect(lacking.errors.first?.hasPrefix("stack-order checks only layouts that conform to DescribesStack, and PlainRow does not") == true,
                "\(lacking.errors)")
        #expect(lacking.errors.last?.hasPrefix("reference-model checks only layouts that conform to ReproducesBuiltinLayout") == true,
                "\(lacking.errors)")
        // Wrapping does not hide the lack: the wrapped layout's type is what runs.
        #expect(checker.check(AnyLayout(PlainRow())).errors.count == 2)
        // A built-in stack holds both contracts, directly or wrapped, and is checked.
        for layout in [AnyLayout(HStackLayout(spacing: 3)), AnyLayout(AnyLayout(VStackLayout()))] {
            let report = checker.check(layout)
            #expect(report.passed && report.cases == 20, "\(report)")
        }
        // The check gate is the declaration: the stack rules find a stack's bug when it
        // describes itself as one, and are never run on a layout that does not.
        checker.properties = [.stackOrder]
        #expect(!checker.check(BrokenHStack(bug: .reversedOrder)).failures.isEmpty)
    }

    @Test("a layout checked through AnyLayout is checked: its bug is found as without the wrapper, and a drawn AnyLayout too")
    func anyLayoutIsChecked() {
        let direct = LayoutChecker(seed: 1, cases: 200).check(BrokenStackSkipsLastSubview())
        #expect(!direct.failures.isEmpty, "\(direct)")
        for layout in [AnyLayout(BrokenStackSkipsLastSubview()), AnyLayout(AnyLayout(BrokenStackSkipsLastSubview()))] {
            let wrapped = LayoutChecker(seed: 1, cases: 200).check(layout)
            #expect(Set(wrapped.failures.map(\.property)) == Set(direct.failures.map(\.property)), "\(wrapped)")
        }
        let drawn = LayoutChecker(seed: 1, cases: 200).check { choices in
            choices.double(in: 0...1) < 0.5 ? AnyLayout(BrokenStackSkipsLastSubview()) : AnyLayout(HStackLayout())
        }
        #expect(drawn.failures.contains { $0.property == direct.failures.first?.property }, "\(drawn)")
        // Reports name the wrapped layout, and conventions declared for it hold through the wrapper.
        #expect(LayoutChecker(seed: 1, cases: 200).check(AnyLayout(BrokenStackSkipsLastSubview())).failures.first?.message
                    .contains("at BrokenStackSkipsLastSubview") == true)
        var radial = LayoutChecker(seed: 1, cases: 300)
        #expect(!radial.check(AnyLayout(RadialLayout())).passed, "children on the rim lie outside the bounds")
        radial.childrenMayExtendOutsideBounds = true
        let declared = radial.check(AnyLayout(RadialLayout()))
        #expect(declared.passed, "\(declared)")
    }

    @Test("every property that reads a contract has a built-in container holding it, so declaring it never turns a built-in check off")
    func contractsHeldByBuiltins() {
        let builtins: [any Layout.Type] = [
            HStackLayout.self, VStackLayout.self, ZStackLayout.self, GridLayout.self, _ViewThatFitsLayout.self,
            _FrameLayout.self, _FlexFrameLayout.self, _PaddingLayout.self, _SecondaryContentLayout.self,
        ]
        let held = builtins.reduce(LayoutContractSet()) { $0.union(LayoutContractSet.heldTo($1) ?? []) }
        #expect(held.contains(.reproducesBuiltin))
        for property in PropertyCatalog.all where !property.contracts.isEmpty {
            #expect(!held.isDisjoint(with: property.contracts), "\(property.id): no built-in holds \(property.contracts.protocolNames)")
        }
        #expect(LayoutContractSet.heldTo(AnyLayout.self) == nil)
    }

    @Test("a deadline with no end of cases runs until the deadline, in flat memory")
    func deadline() {
        let campaign = Campaign(generator: exampleGenerator("FlowLayout"), runner: exampleRunner("FlowLayout"))
        let start = Date()
        let report = campaign.run(seed: 1, indices: Campaign.shardIndices(shard: 0, of: 1), deadline: start.addingTimeInterval(0.5))
        let took = Date().timeIntervalSince(start)
        #expect(report.cases > 0 && report.errors.isEmpty, "\(report)")
        #expect(took < 5, "stopped at the deadline, not after Int.max cases: \(took) s")
        let none = campaign.run(seed: 1, indices: Campaign.shardIndices(shard: 0, of: 1), deadline: start)
        #expect(none.cases == 0 && !none.errors.isEmpty, "no case before the deadline is an error")
    }

    @Test("a failure that cannot be saved is an error of the run, with the path and why")
    func saveErrors() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-not-a-folder-\(UUID())")
        try Data("x".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        var checker = LayoutChecker(seed: 1, cases: 50)
        checker.corpus = Corpus(root: file)  // a file where a folder should be
        let report = checker.check(BrokenStackSkipsLastSubview())
        #expect(!report.failures.isEmpty)
        #expect(report.failures.allSatisfy { $0.corpusPath == nil && $0.corpusError != nil })
        #expect(report.errors.contains { $0.contains("could not save") && $0.contains(file.path) }, "\(report.errors)")
        #expect(!report.passed)
        #expect(report.failures[0].report.contains("NOT SAVED"))
    }

    @Test("entries name the layout by its module-qualified type, so two layouts never share a file; private types have a stable name")
    func layoutNames() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-names-\(UUID())")
        defer { try? FileManager.default.removeItem(at: root) }
        var checker = LayoutChecker(seed: 1, cases: 50)
        checker.corpus = Corpus(root: root)
        let first = checker.check(BrokenStackSkipsLastSubview())
        let second = checker.check(SameBugOtherLayout())
        let a = try #require(first.failures.first { $0.property == "placed-once" }?.corpusPath)
        let b = try #require(second.failures.first { $0.property == "placed-once" }?.corpusPath)
        #expect(a != b, "two layouts, two files")
        #expect(try Corpus.read(URL(fileURLWithPath: b)).get().case.layoutUnderTest == "PlumbTests.SameBugOtherLayout")
        #expect(try Corpus.read(URL(fileURLWithPath: a)).get().case.layoutUnderTest == "PlumbExamples.BrokenStackSkipsLastSubview")

        let name = LayoutChecker.name(of: PrivateRow.self)
        #expect(name == "PlumbTests.PrivateRow", "\(name)")
    }

    @Test("a private layout type checked isolated runs its cases (its name is the same in the child)")
    func privateTypeIsolated() {
        let report = LayoutChecker(seed: 1, cases: 20, isolation: .process).check(PrivateRow())
        #expect(report.cases == 20 && report.errors.isEmpty, "\(report)")
    }

    @Test("replay lines rerun the calling test, and saved entries carry them")
    func replayLines() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-replay-lines-\(UUID())")
        defer { try? FileManager.default.removeItem(at: root) }
        var checker = LayoutChecker(seed: 1, cases: 50)
        checker.corpus = Corpus(root: root)
        let failure = try #require(checker.check(BrokenStackSkipsLastSubview()).failures.first)
        #expect(failure.replay.hasPrefix("PLUMB_REPLAY=1:") && failure.replay.hasSuffix(#"swift test --filter 'PlumbTests\..*replayLines'"#),
                "\(failure.replay)")
        let saved = try Corpus.read(URL(fileURLWithPath: try #require(failure.corpusPath))).get()
        #expect(saved.replay == failure.replay)
    }

    @Test("an entry is validated before use: a missing parameter or an unlinked layout is a clear cannot-run, not a trap")
    func entryValidation() {
        let missing = CorpusEntry(property: "inside-bounds", message: "-",
                                  case: Case(root: CaseNode(.custom(name: "FlowLayout", parameters: [:]), children: [CaseNode(.color)]),
                                             proposal: .size(width: 100, height: 100), layoutUnderTest: "FlowLayout"),
                                  seed: 0, caseIndex: 0, expectedToFail: false)
        guard case .cannotRun(let why) = missing.replay(registry: ExampleLayouts.registry) else {
            Issue.record("replayed an entry missing its parameter"); return
        }
        #expect(why.contains("'spacing'"), "\(why)")

        var unlinked = missing
        unlinked.case.root.kind = .custom(name: "MyTests.TagCloud", parameters: [:])
        unlinked.replay = "PLUMB_REPLAY=1:3 swift test --filter 'MyTests\\..*tagCloud'"
        guard case .cannotRun(let why2) = unlinked.replay(registry: ExampleLayouts.registry) else {
            Issue.record("replayed an entry whose layout is not linked"); return
        }
        #expect(why2.contains("not linked") && why2.contains("PLUMB_REPLAY=1:3 swift test"), "\(why2)")
    }

    @Test("a must-pass entry that traps now is broken, not holding")
    func mustPassEntryThatTraps() {
        let c = Case(root: CaseNode(.custom(name: "BrokenTrapsOnEmpty", parameters: [:])),
                     proposal: .size(width: nil, height: nil), layoutUnderTest: "BrokenTrapsOnEmpty")
        let entry = CorpusEntry(property: "inside-bounds", message: "-", case: c, seed: 0, caseIndex: 0, expectedToFail: false)
        let outcomes = CorpusEntry.replay([entry], registry: ExampleLayouts.registry, isolation: .process)
        #expect(outcomes == [.brokenAgain])
    }

    @Test("a layout that allocates without bound is a memory failure, not a hang")
    func memoryLimit() {
        var isolation = Isolation.process(timeout: 20)
        isolation.memoryLimit = 128 << 20
        let report = LayoutChecker(seed: 1, cases: 20, isolation: isolation).check(BrokenHoardsMemory())
        let memory = report.failures.first { $0.property == "memory" }
        #expect(memory != nil, "\(report)")
        #expect(!report.failures.contains { $0.property == "hang" }, "\(report)")
        #expect(memory?.message.contains("BrokenHoardsMemory") == true, "the site: \(memory?.message ?? "")")
    }
}

/// A sound row of ideal sizes that declares no trait.
struct PlainRow: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).reduce(0, +), height: sizes.map(\.height).max() ?? 0)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for s in subviews {
            s.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
            x += s.sizeThatFits(.unspecified).width
        }
    }
}

/// The same bug as `BrokenStackSkipsLastSubview` in another type: its minimal case matches.
struct SameBugOtherLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        BrokenStackSkipsLastSubview().sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        BrokenStackSkipsLastSubview().placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}

/// A private layout: its reflected type name carries a per-process address.
private struct PrivateRow: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

@Suite("Waivers report how far they reached")
struct WaiverReachTests {
    @Test("each waiver, and each declaration that acts as one, is reported with the violations it excused over the check's cases, isolated or not: a broad one is seen, and one that matched nothing too")
    func reach() {
        var checker = LayoutChecker(seed: 1, cases: 300)
        checker.waivers = [Waiver("placed-once", for: BrokenStackSkipsLastSubview.self, reason: "the last subview is an overflow marker"),
                           Waiver("no-such-property", reason: "matches nothing") { _, _ in true }]
        checker.childrenMayExtendOutsideBounds = true
        let report = checker.check(BrokenStackSkipsLastSubview())
        #expect(report.passed, "\(report)")
        let reach = report.waiverReach
        #expect(reach?.cases == 300, "\(String(describing: reach))")
        let excused = Dictionary(uniqueKeysWithValues: (reach?.excused ?? []).map { ($0.reason, $0.violations) })
        #expect((excused["the last subview is an overflow marker"] ?? 0) > 0, "\(excused)")
        #expect(excused["matches nothing"] == 0, "\(excused)")
        #expect(excused["declared: children may extend outside the bounds"] != nil, "\(excused)")
        #expect(report.description.contains("\"the last subview is an overflow marker\" excused")
                && report.description.contains("\"matches nothing\" excused nothing"), "\(report.description)")
        // Isolated, the children count every case they answer (more than the 256 cases once laid
        // out again here): the same counts.
        var isolated = LayoutChecker(seed: 1, cases: 300, isolation: .process)
        isolated.waivers = checker.waivers
        isolated.childrenMayExtendOutsideBounds = true
        let child = isolated.check(BrokenStackSkipsLastSubview())
        #expect(child.passed && child.waiverReach?.cases == 300, "\(child)")
        #expect(child.waiverReach.map { $0.excused.map(\.violations) } == reach.map { $0.excused.map(\.violations) }, "\(child)")
        // Without waivers or such declarations, nothing to report.
        #expect(LayoutChecker(seed: 1, cases: 20).check(PlainRow()).waiverReach == nil)
    }
}
