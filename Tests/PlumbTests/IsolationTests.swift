import Foundation
import Testing
@_spi(Engine) @testable import Plumb
import PlumbExamples

/// Isolation: layouts that trap or loop are found, shrunk, saved and reported through child
/// processes (this test binary, re-run on the test that asks), and the campaign goes on.
@Suite("Crash and hang isolation")
struct IsolationTests {
    /// The documented minimal case of each crashing example, and of the ordinary broken layout
    /// run beside them.
    static let minimalCases: [String: String] = [
        "BrokenTrapsOnEmpty": "BrokenTrapsOnEmpty() {\n}\n// proposed: ProposedViewSize(width: nil, height: nil)",
        "BrokenTrapsOnUnspecifiedProposal": "BrokenTrapsOnUnspecifiedProposal() {\n}\n// proposed: ProposedViewSize(width: nil, height: nil)",
        "BrokenLoopsForever": "BrokenLoopsForever() {\n    Text(\"\")\n    Color.blue\n}\n// proposed: ProposedViewSize(width: nil, height: nil)",
        "BrokenStackSkipsLastSubview": "BrokenStackSkipsLastSubview() {\n    Color.blue\n}\n// proposed: ProposedViewSize(width: nil, height: nil)",
    ]

    /// Random trees rooted at one of the three crashing examples or a broken layout that
    /// merely misplaces (built-in children only).
    static func mixedCampaign(corpus: Corpus) -> Campaign {
        var registry = LayoutRegistry()
        registry.register("BrokenTrapsOnEmpty") { _ in BrokenTrapsOnEmpty() }
        registry.register("BrokenTrapsOnUnspecifiedProposal") { _ in BrokenTrapsOnUnspecifiedProposal() }
        registry.register("BrokenLoopsForever") { _ in BrokenLoopsForever() }
        registry.register("BrokenStackSkipsLastSubview") { _ in BrokenStackSkipsLastSubview() }
        var configuration = GeneratorConfiguration(maxNodes: 8, maxDepth: 3, registry: registry)
        configuration.rootKind = .custom
        configuration.kindWeights[.custom] = 0
        return Campaign(generator: Generator(configuration), runner: CaseRunner(registry: registry), corpus: corpus, target: "crash-mix")
    }

    @Test("traps on zero subviews and on an unspecified proposal, and an endless loop, are each found, shrunk to their minimal case, saved and reported; the campaign still finds an ordinary bug", .longCampaign)
    func crashesAndHangs() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-isolation-\(UUID())")
        defer { try? FileManager.default.removeItem(at: root) }
        var campaign = Self.mixedCampaign(corpus: Corpus(root: root))
        campaign.isolation = .process()  // calibrated hang limits
        let report = campaign.run(seed: 5, cases: 120)
        #expect(report.errors.isEmpty, "\(report.errors)")
        #expect(report.cases == 120, "the campaign went on past every crash and hang")

        for (layout, minimal) in Self.minimalCases {
            let failure = report.failures.first { $0.swiftCode.hasPrefix(layout + "()") }
            #expect(failure != nil, "no failure of \(layout) in:\n\(report)")
            guard let failure else { continue }
            #expect(failure.property == "hang" ? failure.swiftCode.hasPrefix(minimal + "\n") : failure.swiftCode == minimal,
                    "\(layout) shrank to\n\(failure.swiftCode)")
            #expect(failure.replay == "PLUMB_REPLAY=5:\(failure.replay.split(separator: ":").last!)", "a replay line")
            let path = try #require(failure.corpusPath, "saved")
            let saved = try Corpus.read(URL(fileURLWithPath: path)).get()
            #expect(saved.property == failure.property)
            #expect(failure.report.contains(failure.statement) && failure.report.contains("replay: "))
        }
        let byProperty = Dictionary(grouping: report.failures, by: \.property)
        #expect(byProperty["crash"]?.count == 2, "one failure per crash signature: \(byProperty["crash"]?.map(\.message) ?? [])")
        #expect(byProperty["hang"]?.count == 1, "\(byProperty["hang"]?.map(\.message) ?? [])")
        #expect(byProperty["placed-once"]?.count == 1, "the non-crashing bug is found too")

        let crash = try #require(byProperty["crash"]?.first { $0.swiftCode.hasPrefix("BrokenTrapsOnEmpty") })
        #expect(crash.message.contains("Division by zero"), "the trap message: \(crash.message)")
        #expect(crash.message.contains("BrokenTrapsOnEmpty.column"), "the site is the layout's own frame: \(crash.message)")
        let unspecified = try #require(byProperty["crash"]?.first { $0.swiftCode.hasPrefix("BrokenTrapsOnUnspecifiedProposal") })
        #expect(unspecified.message.contains("a width is required"), "\(unspecified.message)")
        let hang = try #require(byProperty["hang"]?.first)
        #expect(hang.message.contains("BrokenLoopsForever.columns"), "the hang's site is the looping function: \(hang.message)")
        #expect(hang.occurrences > 1, "several hanging cases, one failure")
        // The hang names the call and the proposal that did not return, and shows code making that call.
        #expect(hang.message.contains("BrokenLoopsForever.sizeThatFits(proposal: "), "\(hang.message)")
        #expect(hang.message.contains("no layout progress for"), "a stall, stopped well before any case limit: \(hang.message)")
        #expect(hang.swiftCode.contains("let hanging =\n    BrokenLoopsForever() {")
                && hang.swiftCode.contains("_ = LayoutHost(size: .zero).sizeThatFits(hanging, proposal: ProposedViewSize("), "\(hang.swiftCode)")

        // Each crash and hang saved once, however many cases showed it.
        for property in ["crash", "hang"] {
            let files = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(property).path)
            #expect(files.count == byProperty[property]?.count, "\(property): \(files)")
        }
        if ProcessInfo.processInfo.environment["PLUMB_WRITE_EXAMPLE_CORPUS"] != nil {
            for f in report.failures where ChildFailure.isChildFailure(f.property) {
                var entry = CorpusEntry(property: f.property, message: f.message, case: f.case, seed: 5, caseIndex: 0, expectedToFail: true)
                entry.signature = ChildFailure.signature(f.violation)
                _ = try Corpus.repository.save(entry)
            }
        }
    }

    @Test("batches posted ahead, to the same fork server or to a second child, survive the crashes and hangs of the batch before: the same answers as batches sent one at a time", .longCampaign)
    func pipelinedBatches() throws {
        let campaign = Self.mixedCampaign(corpus: Corpus(root: FileManager.default.temporaryDirectory))
        // Made here, in the test itself: that is the call a child re-runs this test to reach.
        var one = Isolation.process(), two = Isolation.process()
        one.children = 1; two.children = 2
        // Children re-run this function: each serves at its own call, so none returns there.
        let oneLane = try one.executor(fingerprint: "one lane", serving: campaign.runner, generator: campaign.generator)
        let twoLanes = try two.executor(fingerprint: "two lanes", serving: campaign.runner, generator: campaign.generator)
        let oneByOne = try one.executor(fingerprint: "one by one", serving: campaign.runner, generator: campaign.generator)
        guard let oneLane, let twoLanes, let oneByOne else { return }
        defer { oneLane.finish(); twoLanes.finish(); oneByOne.finish() }
        func batch(_ indices: Range<Int>) -> [SeededCase] {
            indices.map { SeededCase(seed: Generator.caseSeed(9, index: $0), runner: campaign.runner(for: $0), generator: campaign.generator) }
        }
        let batches = [batch(0..<20), batch(20..<40), batch(40..<60)]
        func properties(_ results: [Result<[Violation], Error>]) throws -> [[String]] { try results.map { try $0.get().map(\.property) } }
        let expected = try properties(batches.flatMap { oneByOne.violations(batch: $0, then: []) })
        for executor in [oneLane, twoLanes] {
            // Each batch is posted before the answers to the one before it are read.
            let answers = try properties(batches.indices.flatMap { executor.violations(batch: batches[$0], then: Array(batches[($0 + 1)...])) })
            #expect(answers == expected)
        }
        let deaths = expected.enumerated().filter { $0.element.contains { ChildFailure.isChildFailure($0) } }.map(\.offset)
        #expect([0..<20, 20..<40, 40..<60].allSatisfy { range in deaths.contains { range.contains($0) } }, "workers died in every batch: \(deaths)")
        #expect(oneLane.childrenStarted == 1 && twoLanes.childrenStarted == 2, "one fork server per lane served every batch, deaths and all")
    }

    @Test("a batch's seeds and origins cross to the child packed, bit for bit (NaN, -0 and ∞ included); a malformed packing is an error")
    func packedNumbers() throws {
        let seeds: [UInt64] = [0, 1, .max, 0x0123_4567_89AB_CDEF]
        let origins: [Double] = [13, -60.25, -0.0, .infinity, -.infinity, .nan, .leastNonzeroMagnitude, 1e300]
        let request = WorkerProtocol.Request(operation: .runSeeds, case: nil, seeds: .init(seeds), origins: .init(origins),
                                             originX: 0, originY: 0, onlyKind: nil)
        let decoded = try JSONDecoder().decode(WorkerProtocol.Request.self, from: JSONEncoder().encode(request))
        #expect(decoded.seeds?.values == seeds)
        #expect(decoded.origins?.values.map(\.bitPattern) == origins.map(\.bitPattern))
        for bad in ["\"12\"", "\"000000000000000g\""] {
            #expect(throws: (any Error).self) { try JSONDecoder().decode(WorkerProtocol.PackedNumbers<UInt64>.self, from: Data(bad.utf8)) }
        }
    }

    @Test("on Linux, crashes cost a fork, not a new child: one child process serves a whole campaign of crashing cases")
    func forkServer() throws {
        #if os(Linux)
        var registry = LayoutRegistry()
        registry.register("BrokenTrapsOnEmpty") { _ in BrokenTrapsOnEmpty() }
        let runner = CaseRunner(registry: registry)
        let executor = try #require(try Isolation.process().executor(fingerprint: "fork-server", serving: runner))
        defer { executor.finish() }
        let trapping = Case(root: CaseNode(.custom(name: "BrokenTrapsOnEmpty", parameters: [:])), proposal: .size(width: nil, height: nil))
        let fine = Case(root: CaseNode(.custom(name: "BrokenTrapsOnEmpty", parameters: [:]), children: [CaseNode(.color)]),
                        proposal: .size(width: 50, height: 50))
        var messages: [String] = []
        for _ in 0..<6 {
            let crash = try executor.violations(trapping, runner: runner)
            #expect(crash.map(\.property) == ["crash"])
            messages += crash.map(\.description)
            #expect(try executor.violations(fine, runner: runner).isEmpty, "the next worker serves normally")
        }
        #expect(executor.childrenStarted == 1, "every crash was served by a fork of the same child")
        // The first crash printed a backtrace; the later ones reused it, and read the same.
        #expect(Set(messages).count == 1, "\(messages)")
        #expect(messages.first?.contains("BrokenTrapsOnEmpty.column") == true && messages.first?.contains("Division by zero") == true,
                "\(messages.first ?? "")")
        #endif
    }

    @Test("a trap one child printed the backtrace of costs the other child only its exit: trap keys mean the same in every child")
    func trapKeysCrossChildren() throws {
        #if os(Linux)
        let (generator, runner) = Self.rootedAt("BrokenTrapsOnEmpty", maxNodes: 1) { _ in BrokenTrapsOnEmpty() }
        var isolation = Isolation.process()
        isolation.children = 2
        let executor = try #require(try isolation.executor(fingerprint: "trap keys", serving: runner, generator: generator))
        defer { executor.finish() }
        let trapping = Case(root: CaseNode(.custom(name: "BrokenTrapsOnEmpty", parameters: [:])), proposal: .size(width: nil, height: nil))
        let first = try executor.violations(trapping, runner: runner)  // the first child prints the backtrace
        #expect(first.map(\.property) == ["crash"] && executor.backtracesPrinted == 1)
        // Every case of these traps (no subviews): the second batch goes to the second child,
        // told of the trap the first one met.
        let (one, two) = (Self.batch(0..<4, generator, runner), Self.batch(4..<8, generator, runner))
        let answers = executor.violations(batch: one, then: [two]) + executor.violations(batch: two, then: [])
        let messages = try answers.map { try $0.get().map(\.description) }
        #expect(messages.allSatisfy { $0 == first.map(\.description) }, "\(messages)")
        #expect(executor.childrenStarted == 2)
        #expect(executor.backtracesPrinted == 1, "the second child exited at once on the trap the first had printed")
        #endif
    }

    @Test("a trap whose backtrace outlasts the case limit is a crash, not a hang: printing a backtrace is not being blocked")
    func slowBacktraceIsACrash() throws {
        #if os(Linux)
        let (generator, runner) = Self.rootedAt("BrokenTrapsOnEmpty", maxNodes: 1) { _ in BrokenTrapsOnEmpty() }
        // 20 ms: far more than the case needs to reach its trap, and its blocked limit (10× that,
        // 0.2 s) passes before the runtime's backtracer has printed where it trapped (about 0.5 s
        // for this debug test binary on a quiet machine), as a case limit does on a loaded one.
        let isolation = Isolation.process(timeout: 0.02)
        let executor = try #require(try isolation.executor(fingerprint: "slow backtrace", serving: runner, generator: generator))
        defer { executor.finish() }
        let trapping = Case(root: CaseNode(.custom(name: "BrokenTrapsOnEmpty", parameters: [:])), proposal: .size(width: nil, height: nil))
        // The fork server's own verdict (a blocked case would be judged again in a fresh child,
        // hiding the misjudgement and costing a process start).
        guard case .died(let violation, let cause) = try executor.send(IsolatedExecutor.runRequest(trapping, runner: runner)) else {
            Issue.record("the trapping case was answered")
            return
        }
        #expect(violation.property == "crash" && cause == nil, "\(violation), cause \(String(describing: cause))")
        #expect(violation.actual.contains("Division by zero") && violation.kindPath.contains("BrokenTrapsOnEmpty.column"),
                "the trap's own message and site: \(violation)")
        #endif
    }

    @Test("batches abandoned in the children (a deadline passed) stop with them: no worker runs on after the check")
    func abandonedBatchesStop() throws {
        #if os(Linux)
        let (generator, runner) = Self.rootedAt("SleepyRow", maxNodes: 3) { _ in SleepyRow() }
        let executor = try #require(try Isolation.process().executor(fingerprint: "abandoned", serving: runner, generator: generator))
        let marker = WorkerProtocol.identityVariable + "=" + executor.identity
        // The first batch is read; the two after it (seconds of sleeping each) are left in the children.
        let first = executor.violations(batch: Self.batch(0..<2, generator, runner),
                                        then: [Self.batch(2..<64, generator, runner), Self.batch(64..<126, generator, runner)])
        #expect(try first.map { try $0.get() } == [[], []], "the first batch was checked")
        #expect(!Self.processes(withEnvironment: marker).isEmpty, "the children run")
        let start = Date()
        executor.finish()
        #expect(Date().timeIntervalSince(start) < 1, "stopped, not waited for")
        // Killed processes take a moment to be reaped, longer on a loaded machine: polled for
        // up to 5 s (a worker left running sleeps on for seconds, and would still be there).
        let deadline = Date().addingTimeInterval(5)
        while !Self.processes(withEnvironment: marker).isEmpty && Date() < deadline { usleep(20_000) }
        #expect(Self.processes(withEnvironment: marker).isEmpty, "a worker ran on after its check: \(Self.processes(withEnvironment: marker))")
        #endif
    }

    /// A generator of trees rooted at the layout `make` makes (registered as `name`), built-in
    /// children only, and a runner that knows it.
    static func rootedAt<L: Layout>(_ name: String, maxNodes: Int, _ make: @escaping @Sendable ([String: Double]) -> L) -> (Generator, CaseRunner) {
        var registry = LayoutRegistry()
        registry.register(name, make: make)
        var configuration = GeneratorConfiguration(maxNodes: maxNodes, maxDepth: 2, registry: registry)
        configuration.rootKind = .custom
        configuration.kindWeights[.custom] = 0
        return (Generator(configuration), CaseRunner(registry: registry))
    }

    /// The campaign cases `indices` of seed 4, as a batch.
    static func batch(_ indices: Range<Int>, _ generator: Generator, _ runner: CaseRunner) -> [SeededCase] {
        indices.map { SeededCase(seed: Generator.caseSeed(4, index: $0), runner: runner, generator: generator) }
    }

    /// The processes whose environment holds `text`.
    static func processes(withEnvironment text: String) -> [String] {
        let ids = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return ids.filter { id in
            guard Int(id) != nil, let environment = FileManager.default.contents(atPath: "/proc/\(id)/environ") else { return false }
            return String(decoding: environment, as: UTF8.self).contains(text)
        }
    }

    @Test("a child serving without the campaign's generator is sent the cases themselves, and answers them all")
    func childWithoutGenerator() throws {
        let generator = exampleGenerator("FlowLayout"), runner = exampleRunner("FlowLayout")
        // No generator given to the serving call: the child cannot make cases from seeds.
        let executor = try #require(try Isolation.process().executor(fingerprint: "no-generator", serving: runner))
        defer { executor.finish() }
        let batch = (0..<5).map { SeededCase(seed: Generator.caseSeed(1, index: $0), runner: runner, generator: generator) }
        let results = executor.violations(batch: batch, then: [])
        #expect(results.count == 5)
        for (item, result) in zip(batch, results) {
            let expected = try runner.run(item.made.c).result.violations
            #expect(try result.get() == expected, "the same answer as in process")
        }
    }

    @Test("a layout that computes long between two subview queries is re-run patiently, not called a hang")
    func slowIsNotAHang() {
        let report = LayoutChecker(seed: 6, cases: 20, isolation: .process()).check(SlowOnceLayout())
        #expect(report.errors.isEmpty, "\(report.errors)")
        #expect(report.failures.isEmpty, "\(report)")
    }

    @Test("a worker blocked without using the CPU is judged again in a fresh child that does not fork: a block only forking caused is no hang")
    func blockedIsJudgedUnforked() throws {
        #if os(Linux)
        let marker = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-blocks-once-\(ProcessInfo.processInfo.environment["PLUMB_TEST_RUN"] ?? "0")")
        // Children re-run this function up to the check: only the parent clears the marker.
        if !WorkerService.isWorkerProcess { try? FileManager.default.removeItem(at: marker) }
        defer { if !WorkerService.isWorkerProcess { try? FileManager.default.removeItem(at: marker) } }
        let report = LayoutChecker(seed: 7, cases: 10, isolation: .process(timeout: 0.2)).check(BlocksOnceWhenForked(marker: marker.path))
        #expect(report.passed, "\(report)")
        #expect(FileManager.default.fileExists(atPath: marker.path), "a forked worker did block (the path under test ran)")
        #endif
    }

    @Test("LayoutChecker(isolation: .process) reports a trapping layout as a shrunk crash instead of dying")
    func layoutChecker() {
        let report = LayoutChecker(seed: 2, cases: 40, isolation: .process).check(BrokenTrapsOnUnspecifiedProposal())
        #expect(report.errors.isEmpty, "\(report.errors)")
        let failure = report.failures.first { $0.property == "crash" }
        #expect(failure?.swiftCode == Self.minimalCases["BrokenTrapsOnUnspecifiedProposal"], "\(report)")
        #expect(failure?.replay.hasPrefix("PLUMB_REPLAY=2:") == true)
        #expect(report.failures.count == 1, "\(report)")
    }

    @Test("isolated and in process, a check finds the same: a correct layout passes, a broken one fails the same way")
    func sameFindings() {
        for layout in [AnyLayout(FlowLayout(spacing: 3)), AnyLayout(BrokenStackSkipsLastSubview())] {
            let start = Date()
            let isolated = LayoutChecker(seed: 4, cases: 60, isolation: .process).check(layout)
            let middle = Date()
            let inProcess = LayoutChecker(seed: 4, cases: 60).check(layout)
            if ProcessInfo.processInfo.environment["PLUMB_MEASURE"] != nil {
                print("isolated \(middle.timeIntervalSince(start)) s, in process \(Date().timeIntervalSince(middle)) s, \(isolated.cases) cases")
            }
            #expect(isolated.errors.isEmpty && inProcess.errors.isEmpty, "\(isolated.errors)")
            #expect(isolated.cases == inProcess.cases)
            #expect(isolated.failures.map(\.swiftCode) == inProcess.failures.map(\.swiftCode), "\(isolated)\n\(inProcess)")
            #expect(isolated.failures.map(\.message) == inProcess.failures.map(\.message))
        }
    }

    @Test("a child that never reaches the call is an error that says how to fix it, not a hang")
    func childNotReached() {
        var campaign = Self.mixedCampaign(corpus: Corpus(root: FileManager.default.temporaryDirectory))
        campaign.isolation = .process(arguments: ["--testing-library", "swift-testing", "--filter", "no-test-is-called-this"])
        let report = campaign.run(seed: 1, cases: 3)
        #expect(report.failures.isEmpty)
        #expect(report.errors.count == 1)
        #expect(report.errors.first?.contains("never reached the call") == true, "\(report.errors)")
    }

    @Test("a child that cannot be started stops the run with one error naming the file and why, not one per case")
    func childCannotStart() {
        var campaign = Self.mixedCampaign(corpus: Corpus(root: FileManager.default.temporaryDirectory))
        campaign.isolation = .process(launch: ChildLaunch(executable: "/nonexistent/plumb-child", arguments: []))
        let report = campaign.run(seed: 1, cases: 50)
        #expect(report.failures.isEmpty)
        #expect(report.errors.count == 1, "\(report.errors)")
        #expect(report.errors.first?.contains("could not start the isolated child /nonexistent/plumb-child: No such file or directory") == true,
                "\(report.errors)")
    }

    @Test("the running program is started as itself even after a rebuild replaced or deleted its file; another program by its path")
    func childRunsTheRunningProgram() {
        #expect(ChildProcess.namesRunningProgram("/x/plumb", running: "/x/plumb"))
        #expect(ChildProcess.namesRunningProgram("/x/plumb", running: "/x/plumb (deleted)"), "replaced while running")
        #expect(ChildProcess.namesRunningProgram("/x/plumb (deleted)", running: "/x/plumb (deleted)"), "named after it was replaced")
        #expect(!ChildProcess.namesRunningProgram("/x/other", running: "/x/plumb"))
        #expect(ChildProcess.spawnPath(for: "/nonexistent/plumb-child") == "/nonexistent/plumb-child")
        #if os(Linux)
        #expect(ChildProcess.spawnPath(for: ChildLaunch.currentExecutable) == "/proc/self/exe")
        #endif
    }

    @Test("a crash entry replays only isolated; a second file for one crash signature is not written")
    func corpusCrashEntries() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-crash-corpus-\(UUID())")
        defer { try? FileManager.default.removeItem(at: root) }
        let corpus = Corpus(root: root)
        func entry(_ children: Int) -> CorpusEntry {
            let c = Case(root: CaseNode(.custom(name: "BrokenTrapsOnEmpty", parameters: [:]), children: Array(repeating: CaseNode(.color), count: children)),
                         proposal: .size(width: nil, height: nil), layoutUnderTest: "BrokenTrapsOnEmpty")
            var e = CorpusEntry(property: "crash", message: "-", case: c, seed: 0, caseIndex: 0, expectedToFail: true)
            e.signature = "BrokenTrapsOnEmpty.column(_:count:) | Fatal error: Division by zero"
            return e
        }
        guard case .written(let first) = try corpus.save(entry(0)) else { Issue.record("not written"); return }
        #expect(try corpus.save(entry(1)) == .alreadyPresent(first), "same signature, different case: one file")
        #expect(entry(0).replay(registry: ExampleLayouts.registry) == .cannotRun("a crash entry replays only in a child process (isolation: .process)"))
        let outcomes = CorpusEntry.replay([entry(0), entry(1)], registry: ExampleLayouts.registry, isolation: .process)
        #expect(outcomes == [.stillFails, .unexpectedlyPasses], "one color child does not divide by zero")
    }
}

@Suite("Reading a child's death")
struct ChildFailureTests {
    static let trapOutput = """
    Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range

    *** Signal 4: Backtracing from 0x7fa038b6df7f... done ***

    *** Program crashed: Illegal instruction at 0x00007fa038b6df7f ***

    Thread 0 "worker" crashed:

      0      0x00007fa038b6df7f closure #1 in closure #1 in _assertionFailure(_:_:file:line:flags:) + 623 in libswiftCore.so
      1 [ra] 0x00007fa038cf961f _assertionFailure(_:_:file:line:flags:) + 302 in libswiftCore.so
      2 [ra] 0x00005620c58eb7d4 LayoutSubview.sizeThatFits(_:) + 67 in plumb at \(ChildFailure.plumbInternals[0])Layout/LayoutSubview.swift:20:5
      3 [ra] 0x00005620c58eb7d4 MyLayout.place(_:) + 67 in MyTests.xctest at /src/Tests/MyLayout.swift:2:46
      4 [ra] 0x00005620c58eb39e run() + 333 in MyTests.xctest at /src/Tests/Run.swift:6:34
    """

    @Test("a trap: the runtime's message, and the first frame of the layout's own code as the site")
    func trap() {
        let v = ChildFailure.violation(hung: false, timeout: 2, output: Self.trapOutput, status: "killed by signal 4 (SIGILL)")
        #expect(v.property == "crash")
        #expect(v.kindPath == "MyLayout.place(_:) (MyLayout.swift:2)")
        #expect(v.actual == "Fatal error: Index out of range (reported at Swift/ContiguousArrayBuffer.swift:692)")
    }

    @Test("a trap in Plumb's own checker (no layout frame where it stopped) is an internal error, not the layout's crash")
    func checkerTrap() {
        let output = """
        PlumbProperties/InsideBounds.swift:14: Fatal error: Unexpectedly found nil while unwrapping an Optional value
        *** Program crashed: Illegal instruction at 0x00007fa038b6df7f ***
        Thread 0 crashed:

          0      0x00007fa038b6df7f closure #1 in closure #1 in _assertionFailure(_:_:file:line:flags:) + 623 in libswiftCore.so
          1 [ra] 0x00005620c58eb7d4 closure #1 in static LayoutProperty.insideBounds + 67 in MyTests.xctest at \(ChildFailure.plumbInternals.first { $0.hasSuffix("/Properties/") }!)Universal/InsideBounds.swift:14:5
          2 [ra] 0x00005620c58eb7d4 MyLayout.place(_:) + 67 in MyTests.xctest at /src/Tests/MyLayout.swift:2:46
        """
        let v = ChildFailure.violation(hung: false, timeout: 2, output: output, status: "killed by signal 4 (SIGILL)")
        #expect(v.property == ChildFailure.internalError, "\(v)")
        #expect(v.kindPath.contains("InsideBounds.swift"))
        // The layout's own trap (its frame first) stays a crash.
        #expect(ChildFailure.violation(hung: false, timeout: 2, output: Self.trapOutput, status: "").property == "crash")
    }

    @Test("a release-build trap with no message names the signal; a hang names the function without a line")
    func releaseAndHang() {
        let release = "*** Program crashed: Illegal instruction at 0x0000562e4bda27b1 ***\n\nThread 0 crashed:\n\n  0  0x0000562e4bda27b1 run() + 913 in crash_rel\n"
        let v = ChildFailure.violation(hung: false, timeout: 2, output: release, status: "killed by signal 4 (SIGILL)")
        #expect(v.actual == "Illegal instruction (killed by signal 4 (SIGILL))")
        #expect(v.kindPath == "run()")
        let hang = ChildFailure.violation(hung: true, timeout: 0.5, output: Self.trapOutput, status: "killed by signal 9 (SIGKILL)")
        #expect(hang.property == "hang" && hang.kindPath == "MyLayout.place(_:)")
        #expect(hang.actual == "no answer within 0.5 s")
        #expect(ChildFailure.violation(hung: false, timeout: 2, output: "", status: "exited with status 3").kindPath == "unknown site (no backtrace)")
    }

    @Test("every trap message the runtime prints is read: debug precondition, assert and fatalError lines; release runtime failures")
    func trapMessages() {
        let frames = "\nThread 0 crashed:\n\n  0 [inlined] [system] 0x000055706f56953d Swift runtime failure: arithmetic overflow in t at //<compiler-generated>\n"
            + "  1                    0x000055706f56953d run(_:) + 2989 in t at /src/t.swift:9:51\n"
        func message(_ output: String) -> String {
            ChildFailure.violation(hung: false, timeout: 2, output: output, status: "killed by signal 4 (SIGILL)").actual
        }
        #expect(message("t/t.swift:7: Precondition failed: needs two subviews, got 3\n*** Program crashed: Illegal instruction at 0x1 ***\n" + frames)
                == "Precondition failed: needs two subviews, got 3 (reported at t/t.swift:7)")
        #expect(message("t/t.swift:8: Assertion failed: assert two\n" + frames) == "Assertion failed: assert two (reported at t/t.swift:8)")
        #expect(message("t/t.swift:11: Fatal error\n" + frames) == "Fatal error (reported at t/t.swift:11)")
        #expect(message("*** Swift runtime failure: arithmetic overflow ***\n" + frames) == "Swift runtime failure: arithmetic overflow")
        let index = "*** Program crashed: Illegal instruction at 0x000055b7b8ce4770 ***\nThread 0 crashed:\n\n"
            + "  0 [inlined] [system] 0x000055b7b8ce4770 specialized Array.subscript.getter in trel at //<compiler-generated>\n"
            + "  1                    0x000055b7b8ce4770 run(_:) + 560 in trel at /tmp/exp/t.swift:10:25\n"
        #expect(message(index) == "Illegal instruction in specialized Array.subscript.getter (a check inlined from the standard library; this build prints no message)")
        #expect(ChildFailure.violation(hung: false, timeout: 2, output: index, status: "").kindPath == "run(_:) (t.swift:10)",
                "the site is the line that trapped, not the compiler-generated check")
        let stoppedInMap = "*** Program crashed: Aborted at 0x1 ***\nThread 3 crashed:\n\n"
            + "  0 [ra] [system] 0x00005613d286a949 Collection.map<A, B>(_:) + 376 in t at //<compiler-generated>\n"
            + "  1 [ra]          0x00005613d2befd26 closure #1 in Flow.cells(_:) + 42 in t at /src/Flow.swift:5:3\n"
        #expect(ChildFailure.violation(hung: true, timeout: 2, output: stoppedInMap, status: "").kindPath == "closure #1 in Flow.cells(_:)",
                "a loop stopped inside standard-library code compiled into the program is the layout's own frame")
    }

    @Test("signatures ignore the numbers a message prints, so one bug is one failure")
    func signatures() {
        func crash(_ message: String) -> Violation { Violation(property: "crash", path: [], kindPath: "F.f() (F.swift:3)", expected: "", actual: message) }
        let a = crash("Fatal error: unexpected proposal ProposedViewSize(width: nil, height: Optional(0.0)) (reported at M/F.swift:3)")
        let b = crash("Fatal error: unexpected proposal ProposedViewSize(width: nil, height: nil) (reported at M/F.swift:3)")
        #expect(ChildFailure.signature(a) == ChildFailure.signature(b))
        #expect(Shrinker.Signature(a) == Shrinker.Signature(b))
        #expect(ChildFailure.signature(a) != ChildFailure.signature(crash("Fatal error: Division by zero (reported at M/F.swift:3)")))
        func hang(_ site: String) -> Violation { Violation(property: "hang", path: [], kindPath: site, expected: "", actual: "no answer within 2.0 s") }
        #expect(ChildFailure.signature(hang("Flow.columns(_:unit:)")) == ChildFailure.signature(hang("closure #2 in specialized Flow.cells(_:)")),
                "a loop stopped in either caller, inlined or not, is one hang")
        #expect(ChildFailure.signature(hang("Flow.columns(_:unit:)")) != ChildFailure.signature(hang("Grid.rows()")))
        #expect(ChildFailure.owner(of: "run()") == "run")
    }
}

/// A correct row (subviews at their ideal sizes, left to right) that runs `delay` before its
/// first answer: the isolation tests' layouts that are slow or block, but are not wrong.
protocol DelayedRow: Layout where Cache == () {
    func delay()
}

extension DelayedRow {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        delay()
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).reduce(0, +), height: sizes.map(\.height).max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
            x += size.width
        }
    }
}

/// Sleeps 5 ms whenever it is asked for a size: a case takes a good part of a second, using no CPU.
struct SleepyRow: DelayedRow {
    func delay() { usleep(5_000) }
}

/// The first time a process asks it for a size, computes for about 150 ms of CPU without
/// asking its subviews anything: far past the first stall limit (20 ms).
struct SlowOnceLayout: DelayedRow {
    nonisolated(unsafe) static var computed = false

    func delay() {
        guard !Self.computed else { return }
        Self.computed = true
        let start = clock()
        var x = 0.0
        while Double(clock() - start) / Double(CLOCKS_PER_SEC) < 0.15 { x += 1 }
        if x < 0 { print(x) }
    }
}

/// In a forked worker, blocks without using the CPU the first time any process asks it
/// anything (`marker` records that it did): as a worker would if it inherited a lock another
/// thread held at the fork. In a child that does not fork, it never blocks.
struct BlocksOnceWhenForked: DelayedRow {
    let marker: String

    func delay() {
        guard ProcessInfo.processInfo.environment["PLUMB_FORK_SERVER"] != "0", !FileManager.default.fileExists(atPath: marker) else { return }
        _ = FileManager.default.createFile(atPath: marker, contents: nil)
        sleep(600)
    }
}

/// A test outside any suite: the child re-runs it by its ID "PlumbTests.function()/File.swift:…".
@Test("isolation re-runs a free test function too")
func isolatedCheckInFreeFunction() {
    let report = LayoutChecker(seed: 3, cases: 30, isolation: .process(timeout: 2)).check(BrokenTrapsOnEmpty())
    #expect(report.errors.isEmpty, "\(report.errors)")
    #expect(report.failures.map(\.swiftCode) == [IsolationTests.minimalCases["BrokenTrapsOnEmpty"]!], "\(report)")
}
