import Foundation
@_spi(Engine) import PlumbUI
@_spi(Engine) import PlumbProperties

/// Runs seeded cases through a runner, and shrinks, reports (and saves) each distinct failure.
/// `LayoutChecker` runs one with its layout at the root; Plumb's own tests run them over the
/// built-in containers.
public struct Campaign: Sendable {
    public let generator: Generator
    public let runner: CaseRunner
    public let properties: [LayoutProperty]
    /// Where failures are saved; nil saves nothing.
    public var corpus: Corpus?
    /// The campaign's name, recorded in corpus entries so that they can be shrunk again.
    public var target: String?
    /// Save each entry's choices even without a `target` (a coverage-guided check's, which
    /// turn back into fuzzer inputs: `CoverageGuidedCheck.input(for:)`).
    public var savesChoices = false
    /// The one line that reruns case `index` from `seed` (by default through `swift test`).
    public var replayLine: @Sendable (_ seed: UInt64, _ index: Int) -> String = { "PLUMB_REPLAY=\($0):\($1) swift test" }
    /// Where cases run: here, or in a child process that survives traps and hangs.
    public var isolation: Isolation = .none
    /// What tells this campaign's serving call apart from others at the same site in a child.
    var workerFingerprint: String?
    /// Replay the corpus's saved failures of the layout under test before the new cases
    /// (`LayoutChecker` does, when its corpus is set).
    public var replaysSavedFailures = false
    /// How many distinct failures a run shrinks. Each distinct failure (property, container
    /// kind, the call that misbehaved, container or subview: `Shrinker.Signature`) is kept and
    /// reported; past this many, the rest are reported with the case that showed them,
    /// unshrunk, and say so, so that a layout broken in many ways still finishes quickly.
    public var maxShrunkFailures = 20

    public init(generator: Generator, runner: CaseRunner, properties: [LayoutProperty] = PropertyCatalog.all, corpus: Corpus? = nil,
                target: String? = nil) {
        self.generator = generator; self.runner = runner; self.properties = properties; self.corpus = corpus; self.target = target
    }

    /// Runs `cases` cases from `seed` (or only the one `PLUMB_REPLAY=seed:case` names). A bad
    /// `PLUMB_REPLAY` or a count below one is an error in the report: nothing is checked.
    public func run(seed: UInt64, cases: Int) -> CheckReport {
        let replay: (seed: UInt64, index: Int)?
        do { replay = try FuzzSettings.replay() } catch {
            return CheckReport(seed: seed, cases: 0, failures: [], errors: ["\(error)"], duration: 0)
        }
        if let replay {
            // Following a replay line never writes into a corpus: the failure is saved already.
            var replaying = self
            replaying.corpus = nil
            return replaying.run(seed: replay.seed, indices: [replay.index])
        }
        guard cases > 0 else {
            return CheckReport(seed: seed, cases: 0, failures: [],
                               errors: ["asked for \(cases) cases: nothing would be checked (ask for at least 1)"], duration: 0)
        }
        return run(seed: seed, indices: 0..<cases)
    }

    /// Runs the cases `indices` of the campaign from `seed`, stopping at `deadline`; `progress`
    /// hears (cases done, distinct failures so far) after each case.
    ///
    /// Isolated, this is also where the child serves: a child process started for this call
    /// runs no campaign, but answers the cases its parent sends, then exits.
    ///
    /// `indices` are drawn lazily, so an unbounded sequence with a deadline runs until the
    /// deadline in flat memory. A run that checks no case at all reports that as an error.
    public func run<Indices: Sequence<Int>>(seed runSeed: UInt64, indices: Indices, deadline: Date? = nil,
                                            progress: ((Int, Int) -> Void)? = nil) -> CheckReport {
        let start = Date()
        let declared = generator.configuration.registry.declarationProblems
        guard declared.isEmpty else {
            return CheckReport(seed: runSeed, cases: 0, failures: [], errors: declared.map { "\($0): nothing was checked" }, duration: 0)
        }
        let executor: CaseExecutor?
        do {
            executor = try makeExecutor()
        } catch {
            return CheckReport(seed: runSeed, cases: 0, failures: [], errors: ["\(error)"], duration: 0)
        }
        // A child serving some other call checks nothing here, and says so to nobody: its
        // parent runs this call's cases itself.
        guard let executor else { return CheckReport(seed: runSeed, cases: 0, failures: [], errors: [], duration: 0, isWorkerStandIn: true) }
        defer { executor.finish() }
        return run(seed: runSeed, indices: indices, deadline: deadline, progress: progress, on: executor, start: start)
    }

    /// `run(seed:indices:deadline:progress:)` on `executor`.
    /// Checks the cases `sequences` make (inputs a coverage-guided fuzzer reached, say), in
    /// process: judged, shrunk, saved and reported as seeded cases are; case i is sequence i.
    /// `seed` only names the run in its report.
    public func run(sequences: [ChoiceSequence], seed: UInt64 = 0) -> CheckReport {
        run(seed: seed, indices: sequences.indices, on: InProcessExecutor(), sequences: sequences)
    }

    func run<Indices: Sequence<Int>>(seed runSeed: UInt64, indices: Indices, deadline: Date? = nil, progress: ((Int, Int) -> Void)? = nil,
                                     on executor: CaseExecutor, start: Date = Date(), sequences: [ChoiceSequence]? = nil) -> CheckReport {
        var done = 0
        var failures: [CheckFailure] = []
        var seen: [Shrinker.Signature: Int] = [:]
        // Signatures first reported as a subview's doing (a warning) that a later case showed to
        // be the layout's own too: that case's report; and how many later cases were shrunk to
        // find out (see below).
        var layoutsOwnToo: [Shrinker.Signature: Int] = [:]
        var rejudged: [Shrinker.Signature: Int] = [:]
        var errors: [String] = []
        var replayedSaved = 0
        // In process, a trap ends the run and a hang stops it: say which case it was (`InProcessCaseNote`).
        let trapSlot = executor is InProcessExecutor ? InProcessCaseNote.claim() : nil
        defer { trapSlot.map(InProcessCaseNote.release) }
        let checkingNote = CaseNote(campaign: self, seed: runSeed, doing: "checking")
        let shrinkingNote = CaseNote(campaign: self, seed: runSeed, doing: "shrinking a failure of")
        trapSlot?.say(CaseNote.replayingSaved)
        if replaysSavedFailures {
            let saved = replaySavedFailures(on: executor)
            for failure in saved.failures where seen[Shrinker.Signature(failure.violation)] == nil {
                seen[Shrinker.Signature(failure.violation)] = failures.count
                failures.append(failure)
                errors += [failure.corpusError].compactMap { $0 }
            }
            errors += saved.errors
            replayedSaved = saved.replayed
        }
        // Isolated, cases go to the child in batches (one round trip for several); in process,
        // one at a time, so that a deadline is kept to the case.
        let batchSize = isolation.isIsolated ? Self.isolatedBatchSize : 1
        var upcoming = indices.makeIterator()
        func nextBatch() -> [(index: Int, item: SeededCase)] {
            var batch: [(index: Int, item: SeededCase)] = []
            while batch.count < batchSize, let index = upcoming.next() {
                batch.append((index, SeededCase(seed: Generator.caseSeed(runSeed, index: index), runner: runner(for: index), generator: generator,
                                                replaying: sequences?[index])))
            }
            return batch
        }
        // The batches after this one go with it, so isolated children can start on them while
        // this one's answers are read.
        var queue: [[(index: Int, item: SeededCase)]] = [], drawnAll = false
        batches: while true {
            if let deadline, Date() >= deadline { break }
            while !drawnAll && queue.count <= executor.lookahead {
                let next = nextBatch()
                if next.isEmpty { drawnAll = true } else { queue.append(next) }
            }
            guard !queue.isEmpty else { break }
            let batch = queue.removeFirst()
            if let trapSlot, let first = batch.first { checkingNote.say(in: trapSlot, index: first.index) }
            let results = executor.violations(batch: batch.map(\.item), then: queue.map { $0.map(\.item) })
            for ((index, item), result) in zip(batch, results) {
                let runner = item.runner
                let violations: [Violation]
                switch result {
                case .success(let found):
                    violations = found
                case .failure(let error as IsolationError):
                    errors.append("case \(index): \(error)")  // no child to run cases in: stop
                    break batches
                case .failure(let error):
                    errors.append("case \(index): \(error)"); done += 1; progress?(done, failures.count); continue
                }
                var countedInThisCase: Set<Shrinker.Signature> = []
                for v in violations {
                    // Plumb's own code trapped: an error of the run (the case could not be checked),
                    // never the layout's crash.
                    if v.property == ChildFailure.internalError {
                        errors.append("case \(index): Plumb itself trapped at \(v.kindPath) (\(v.actual)); the layout is not blamed. "
                                      + "Please report this with the replay line: \(replayLine(runSeed, index))")
                        continue
                    }
                    let signature = Shrinker.Signature(v)
                    // Occurrences count cases: several violations of one signature in a case are one.
                    guard countedInThisCase.insert(signature).inserted else { continue }
                    let shrinks = failures.count < maxShrunkFailures
                    let found: CheckFailure, others: [Shrinker.Signature: (Violation, ChoiceSequence)]
                    if let at = seen[signature] {
                        // A signature reported as a subview's doing may be the layout's own in
                        // another case (a stack holding a Circle, taller at its own ideal width,
                        // in one; an overlap the layout made in the next). A later case judged
                        // the layout's own is shrunk, and reported if it still is once minimal
                        // (verdicts are only trusted on minimal cases): up to
                        // `maxRejudgedShrinks` cases per signature, so that a warning does not
                        // hide a failure.
                        guard shrinks, failures[at].severity == .warning, layoutsOwnToo[signature] == nil,
                              rejudged[signature, default: 0] < Self.maxRejudgedShrinks,
                              isLayoutsOwn(v, item.made.sequence, runner: runner, executor: executor) else {
                            failures[layoutsOwnToo[signature] ?? at].occurrences += 1
                            continue
                        }
                        rejudged[signature, default: 0] += 1
                        if let trapSlot { shrinkingNote.say(in: trapSlot, index: index) }
                        let attempt = shrinking(v, item.made.sequence, index: index, runner: runner, executor: executor, shrinks: true)
                        let (minimal, minimalSequence) = attempt.shown(v, item.made.sequence)
                        guard isLayoutsOwn(minimal, minimalSequence, runner: runner, executor: executor) else {
                            failures[at].occurrences += 1
                            continue
                        }
                        (found, others) = report(v, item.made.sequence, attempt, index: index, seed: runSeed, runner: runner,
                                                 executor: executor, shrinks: true)
                        layoutsOwnToo[signature] = failures.count
                    } else {
                        seen[signature] = failures.count
                        if let trapSlot { shrinkingNote.say(in: trapSlot, index: index) }
                        (found, others) = failure(v, item.made.sequence, index: index, seed: runSeed, runner: runner, executor: executor,
                                                  shrinks: shrinks)
                    }
                    failures.append(found)
                    errors += [found.corpusError, found.shrinkError].compactMap { $0 }
                    // Candidates that failed differently while shrinking are further bugs: shrink
                    // and keep them too (and those met while shrinking them). Each is reported
                    // with the violation it showed, even if it does not fail so again.
                    var pending = others.sorted { $0.key.description < $1.key.description }
                    while let (other, (v2, sequence)) = pending.popLast() {
                        guard seen[other] == nil else { continue }
                        seen[other] = failures.count
                        var (extra, more) = failure(v2, sequence, index: index, seed: runSeed, runner: runner, executor: executor,
                                                    shrinks: failures.count < maxShrunkFailures)
                        extra.foundWhileShrinking = true
                        failures.append(extra)
                        errors += [extra.corpusError, extra.shrinkError].compactMap { $0 }
                        pending += more.sorted { $0.key.description < $1.key.description }
                    }
                }
                done += 1
                progress?(done, failures.count)
            }
        }
        failures = Self.mergingSameRootCause(failures)
        if done == 0 && errors.isEmpty {
            errors.append(deadline.map { "no case ran before the deadline \($0): nothing was checked" }
                          ?? "no case to run: nothing was checked")
        }
        var report = CheckReport(seed: runSeed, cases: done, failures: failures, errors: errors,
                                 duration: Date().timeIntervalSince(start))
        report.replayedSavedFailures = replayedSaved
        return report
    }

    /// Failures whose minimal cases are the same case, failing at the same container, as one
    /// report: the first found, listing the other properties it breaks (each still saved).
    static func mergingSameRootCause(_ failures: [CheckFailure]) -> [CheckFailure] {
        var merged: [CheckFailure] = []
        for f in failures {
            if let i = merged.firstIndex(where: { $0.case == f.case && $0.violation.path == f.violation.path && $0.severity == f.severity
                                                   && !ChildFailure.isChildFailure($0.property) && !ChildFailure.isChildFailure(f.property) }) {
                merged[i].alsoBreaks.append(.init(property: f.property, message: f.message, corpusPath: f.corpusPath,
                                                  signature: Shrinker.Signature(f.violation)))
                merged[i].alsoBreaks += f.alsoBreaks
                merged[i].occurrences = max(merged[i].occurrences, f.occurrences)
            } else {
                merged.append(f)
            }
        }
        return merged
    }

    /// How this campaign's cases run; nil when this process is an isolated child serving some
    /// other call (it runs nothing). In the child started for this call, serves and exits.
    private func makeExecutor() throws -> CaseExecutor? {
        guard isolation.isIsolated else { return WorkerService.isWorkerProcess ? nil : InProcessExecutor() }
        return try isolation.executor(fingerprint: workerFingerprint ?? target ?? "", serving: runner, generator: generator)
    }

    /// How many cases an isolated campaign sends its child per round trip.
    static let isolatedBatchSize = 64

    /// The runner for case `index`: a different bounds origin for every case, since layouts
    /// must not assume their bounds start at (0, 0).
    func runner(for index: Int) -> CaseRunner {
        var r = runner
        r.origin = CGPoint(x: Double(index % 41) * 3.25 - 60, y: Double(index % 29) * 2.5 - 30)
        return r
    }

    /// How many later cases of a signature first reported as a warning are shrunk to see whether
    /// the layout is at fault in them (each costs a shrink).
    static let maxRejudgedShrinks = 3

    /// A failure's case shrunk (or why not), before it is reported.
    private struct ShrinkAttempt {
        var result: Shrinker.Result?
        var notShrunk: String?
        var error: String?
        /// The failure as its minimal case shows it (as found when not shrunk).
        func shown(_ v: Violation, _ sequence: ChoiceSequence) -> (Violation, ChoiceSequence) {
            (result?.violation ?? v, result?.sequence ?? sequence)
        }
    }

    /// Shrinks the failure (unless `shrinks` is false: past `maxShrunkFailures`) and reports
    /// it, with the different failures met while shrinking (their violation and sequence).
    private func failure(_ v: Violation, _ sequence: ChoiceSequence, index: Int, seed: UInt64, runner: CaseRunner,
                         executor: CaseExecutor, shrinks: Bool) -> (CheckFailure, [Shrinker.Signature: (Violation, ChoiceSequence)]) {
        report(v, sequence, shrinking(v, sequence, index: index, runner: runner, executor: executor, shrinks: shrinks),
               index: index, seed: seed, runner: runner, executor: executor, shrinks: shrinks)
    }

    /// Shrinks the case `sequence` makes, keeping `v`'s failure (no evaluation when `shrinks` is false).
    private func shrinking(_ v: Violation, _ sequence: ChoiceSequence, index: Int, runner: CaseRunner, executor: CaseExecutor,
                           shrinks: Bool) -> ShrinkAttempt {
        var shrinker = Shrinker(generator: generator) { try executor.violations($0, runner: runner) }
        if !shrinks { shrinker.maxEvaluations = 0 }
        // Evaluation counts bound a shrink, so it ends the same on every machine. Through a
        // child, a candidate can cost a whole timeout: wall time bounds those shrinks too.
        if ChildFailure.isChildFailure(v.property) { shrinker.timeLimit = max(30, 100 * (isolation.timeout ?? HangLimits.caseCap)) }
        var attempt = ShrinkAttempt()
        switch shrinker.outcome(shrinking: sequence, keeping: .init(v)) {
        case .shrunk(let result):
            attempt.result = result
            attempt.error = result.candidateError.map {
                "shrinking the \(v.property) failure of case \(index): a candidate could not be run (\($0)), so the case shown may not be minimal"
            }
        case .didNotRecur where shrinks:
            attempt.notShrunk = "not shrunk: run again, the case did not fail this way (the layout may depend on state outside its inputs)"
        case .didNotRecur:
            break
        case .couldNotRun(let error):
            attempt.notShrunk = "not shrunk: the case could not be run again"
            attempt.error = "shrinking the \(v.property) failure of case \(index): the case could not be run again (\(error))"
        }
        return attempt
    }

    /// The report of a failure shrunk by `attempt`, with the different failures met while
    /// shrinking (their violation and sequence).
    private func report(_ v: Violation, _ sequence: ChoiceSequence, _ attempt: ShrinkAttempt, index: Int, seed: UInt64,
                        runner: CaseRunner, executor: CaseExecutor, shrinks: Bool)
        -> (CheckFailure, [Shrinker.Signature: (Violation, ChoiceSequence)]) {
        let shrunk = attempt.result
        let c = shrunk?.shrunk ?? generator.makeCase(Choices(replaying: sequence))
        var found = report(shrunk?.violation ?? v, c, shrinkEvaluations: shrunk?.evaluations ?? 0,
                           stoppedEarly: shrunk?.stoppedEarly ?? false, index: index, seed: seed, runner: runner,
                           executor: executor, choices: shrunk?.sequence ?? sequence)
        found.notShrunk = shrinks ? attempt.notShrunk
            : "not shrunk: this run already shrank \(maxShrunkFailures) distinct failures (Campaign.maxShrunkFailures)"
        found.shrinkError = attempt.error
        var others: [Shrinker.Signature: (Violation, ChoiceSequence)] = [:]
        for (signature, sequence) in shrunk?.otherFailureSequences ?? [:] {
            if let violation = shrunk?.otherFailureViolations[signature] { others[signature] = (violation, sequence) }
        }
        return (found, others)
    }

    /// Whether `violation`, in the case `sequence` makes, is the layout's own failure rather than
    /// a subview's doing (the judgement a report makes, on the case as found).
    func isLayoutsOwn(_ violation: Violation, _ sequence: ChoiceSequence, runner: CaseRunner, executor: CaseExecutor) -> Bool {
        // What the violation settles alone costs no run (a layout rounding to pixels, say).
        if let judgement = Self.judgementFromViolation(violation, runner: runner) { return judgement.severity == .error }
        let c = generator.makeCase(Choices(replaying: sequence))
        let concrete = executor.presentation(c, runner: runner, highlight: nil).materialized
        return judge(violation, in: concrete, runner: runner, executor: executor).severity == .error
    }

    /// The report of `violation` in case `c`: drawn, saved, with its replay line.
    func report(_ violation: Violation, _ c: Case, shrinkEvaluations: Int, stoppedEarly: Bool, index: Int,
                seed: UInt64, runner: CaseRunner, executor: CaseExecutor, choices: ChoiceSequence? = nil) -> CheckFailure {
        let registry = runner.registry
        // A case that traps or hangs would only do it again: it is shown as code, not drawn.
        let (concrete, drawing) = ChildFailure.isChildFailure(violation.property)
            ? (c, ChildFailure.notDrawn(violation.property))
            : executor.presentation(c, runner: runner, highlight: violation.path)
        // Judged before it is saved: a warning's entry says so, and its replay never fails.
        let judgement = judge(violation, in: concrete, runner: runner, executor: executor)
        var corpusPath: String?, corpusError: String?
        if let corpus {
            var entry = CorpusEntry(property: violation.property, message: violation.description, case: concrete, seed: seed,
                                    caseIndex: index, expectedToFail: false, target: target, choices: target == nil && !savesChoices ? nil : choices)
            if ChildFailure.isChildFailure(violation.property) { entry.signature = ChildFailure.signature(violation) }
            if judgement.severity == .warning { entry.severity = .warning }
            entry.replay = replayLine(seed, index)
            if let values = CorpusEntry.layoutValues(in: concrete, registry: registry), !values.isEmpty { entry.layoutValues = values }
            do {
                switch try corpus.save(entry) {
                case .written(let url), .alreadyPresent(let url): corpusPath = url.path
                }
            } catch {
                // A finding that is not saved is lost at the end of the run: the run fails.
                corpusError = "could not save the \(violation.property) failure to \(corpus.url(for: entry).path): \(error)"
            }
        }
        let statement = properties.first { $0.id == violation.property }?.statement
            ?? ChildFailure.statements[violation.property]
            ?? (violation.property == MetamorphicProperties.scaleInvariance.id ? MetamorphicProperties.scaleInvariance.statement
                : MetamorphicProperties.transposeSymmetry.statement)
        var swiftCode = concrete.swiftSource(registry)
        if let call = violation.hungCall { swiftCode += "\n" + HangReproduction.code(for: call, in: concrete, registry: registry) }
        var found = CheckFailure(property: violation.property, statement: statement, message: violation.description,
                                 replay: replayLine(seed, index), swiftCode: swiftCode,
                                 drawing: drawing, corpusPath: corpusPath, corpusError: corpusError, violation: violation, case: concrete,
                                 shrinkEvaluations: shrinkEvaluations, shrinkStoppedEarly: stoppedEarly)
        (found.severity, found.blame, found.hint) = (judgement.severity, judgement.blame, judgement.hint)
        return found
    }
}

extension Campaign {
    /// The case indices shard `index` of `count` runs out of `cases`: those congruent to
    /// `index` modulo `count`. The shards of one campaign are disjoint and together cover it,
    /// so a CI matrix of `count` machines runs every case exactly once.
    /// Drawn lazily: no array of `cases` indices is made.
    public static func shardIndices(cases: Int, shard index: Int, of count: Int) -> StrideTo<Int> {
        stride(from: index, to: max(cases, index), by: count)
    }

    /// Every index of shard `index` of `count`, without end: for runs bounded by a deadline.
    public static func shardIndices(shard index: Int, of count: Int) -> StrideTo<Int> {
        stride(from: index, to: Int.max, by: count)
    }
}
