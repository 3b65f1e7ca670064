import Foundation
@_spi(Engine) import PlumbUI

extension Campaign {
    /// What replaying the saved failures of the layout under test found.
    struct SavedFailuresReplay {
        /// Saved failures that fail again (each reported with its saved, already minimal case).
        var failures: [CheckFailure] = []
        /// Saved failures that could not be read or replayed: not checked, so not a pass.
        var errors: [String] = []
        /// How many saved cases ran.
        var replayed = 0
    }

    /// Replays every entry of `corpus` saved for the layout under test, before any new case, so
    /// that a fixed bug that comes back fails even when the seeded cases no longer reach it (a
    /// new seed, fewer cases, a changed generator). An entry that fails its property again is
    /// reported from its saved case, judged like any failure (a warning stays a warning); one
    /// that cannot be read or run is an error naming its file. Other layouts' entries in the
    /// same folder are left alone. An entry whose case lies outside what the layout is now
    /// declared to be given (`GeneratorConfiguration.declaredDomainProblem`), or whose layout
    /// values now stand for other values (`CorpusEntry.layoutValueChange`), is an error too.
    func replaySavedFailures(on executor: CaseExecutor) -> SavedFailuresReplay {
        var result = SavedFailuresReplay()
        guard let corpus, let name = generator.configuration.layoutUnderTest,
              FileManager.default.fileExists(atPath: corpus.root.path) else { return result }
        for (url, read) in corpus.entries() {
            let entry: CorpusEntry
            switch read {
            case .success(let found): entry = found
            case .failure(let error):
                result.errors.append("a saved failure could not be read, so it was not replayed: \(error)")
                continue
            }
            guard entry.case.layoutUnderTest == name else { continue }
            if ChildFailure.isChildFailure(entry.property) && !isolation.isIsolated {
                result.errors.append("\(url.path): a saved \(entry.property) of \(name) replays only in a child process, so it was not "
                                     + "replayed (check with isolation: .process)")
                continue
            }
            if let problem = entry.validate(against: runner.registry) {
                result.errors.append("\(url.path): the saved failure was not replayed: \(problem)")
                continue
            }
            // Declared since it was saved: an error of the check, so it is neither blamed on the layout nor dropped.
            if let problem = generator.configuration.declaredDomainProblem(in: entry.case) {
                result.errors.append("\(url.path): the saved failure was not replayed: \(problem); if the declaration is right, delete the file")
                continue
            }
            // Inside the declared domain, but a stored list position or draw seed that now stands
            // for another value would replay another case.
            if let problem = entry.layoutValueChange(against: runner.registry) {
                result.errors.append("\(url.path): the saved failure was not replayed: \(problem)")
                continue
            }
            let runner = runner(for: entry.caseIndex)  // the bounds origin it was found at
            do {
                let violations = try executor.violations(entry.case, runner: runner)
                result.replayed += 1
                guard let violation = violations.first(where: { $0.property == entry.property }) else { continue }
                var found = report(violation, entry.case, shrinkEvaluations: 0, stoppedEarly: false, index: entry.caseIndex,
                                   seed: entry.seed, runner: runner, executor: executor)
                found.notShrunk = "saved before and failing again when replayed"
                result.failures.append(found)
            } catch {
                result.errors.append("\(url.path): the saved failure could not be replayed: \(error)")
            }
        }
        return result
    }
}
