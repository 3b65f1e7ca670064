import Foundation
import Testing
@testable import Plumb
import PlumbExamples

/// Replays `Corpus/`: entries of deliberately broken example layouts must still fail their
/// property; every other entry guards a fixed bug and must pass. A malformed or outdated file
/// is reported with its path and field, and left as it is.
enum CorpusReplay {
    /// The repository corpus replayed once per test run. Every fuzzing test reads this before
    /// generating a case, so the corpus is always replayed before any new case.
    static let repositoryProblems: [String] = {
        var problems: [String] = []
        if ProcessInfo.processInfo.environment["PLUMB_WRITE_EXAMPLE_CORPUS"] != nil {
            do { _ = try writeExampleEntries(to: .repository) } catch { problems.append("could not write the example entries: \(error)") }
        }
        return problems + replay(.repository)
    }()

    /// Entries run in a child process (this test binary re-run on `corpusReplays`, which
    /// reaches this same call), so that crash and hang entries replay too.
    static func replay(_ corpus: Corpus) -> [String] {
        var problems: [String] = []
        let files = corpus.entries()
        let readable = files.compactMap { try? $0.entry.get() }
        var outcomes = CorpusEntry.replay(readable, registry: ExampleLayouts.registry, waivers: ExampleLayouts.waivers,
                                          isolation: .process(arguments: ["--testing-library", "swift-testing", "--filter", "corpusReplays"]))
            .makeIterator()
        for (url, read) in files {
            switch read {
            case .failure(let error):
                problems.append("unreadable corpus file \(error)")
            case .success(let entry):
                switch outcomes.next()! {
                case .stillFails, .holds, .stillWarns: break
                case .unexpectedlyPasses: problems.append("\(url.path): expected to fail \(entry.property), but passes")
                case .brokenAgain: problems.append("\(url.path): \(entry.property) is broken again: \(entry.message)")
                case .cannotRun(let why): problems.append("\(url.path): could not run: \(why)")
                }
            }
        }
        return problems
    }

    /// Shrinks each broken example's first failure and saves it, marked expected to fail.
    /// Run with PLUMB_WRITE_EXAMPLE_CORPUS=1 to refresh `Corpus/`.
    static func writeExampleEntries(to corpus: Corpus) throws -> Int {
        var written = 0
        for (layout, property) in ExampleLayouts.broken {
            let generator = exampleGenerator(layout), runner = exampleRunner(layout)
            for i in 0..<1000 {
                let choices = Choices(seed: Generator.caseSeed(7, index: i))
                guard let v = try runner.run(generator.makeCase(choices)).result.violations.first(where: { $0.property == property }),
                      let shrunk = Shrinker(generator: generator, run: { try runner.run($0).result.violations })
                        .shrink(choices.sequence, keeping: .init(v)) else { continue }
                let c = try shrunk.shrunk.materialized(host: runner.host, registry: ExampleLayouts.registry)
                if case .written = try corpus.save(CorpusEntry(property: property, message: shrunk.violation.description, case: c,
                                                                seed: 7, caseIndex: i, expectedToFail: true,
                                                                target: layout, choices: shrunk.sequence)) { written += 1 }
                break
            }
        }
        return written
    }
}

extension BuiltinPropertyTests {
    @Test("the corpus replays: broken examples still fail, fixed bugs stay fixed")
    func corpusReplays() throws {
        let problems = CorpusReplay.repositoryProblems
        #expect(Corpus.repository.entries().count >= ExampleLayouts.broken.count, "Corpus/ holds an entry per broken example")
        for problem in problems { Issue.record(Comment(rawValue: problem)) }
    }

    @Test("every corpus entry prints as Swift: registered initializers, no debug descriptions")
    func corpusPrintsSwift() throws {
        let entries = Corpus.repository.entries()
        #expect(!entries.isEmpty)
        for (url, read) in entries {
            let code = try read.get().case.swiftSource(ExampleLayouts.registry)
            for artefact in ["Optional(", "(Function)", "unknown context", "/*", "nan", "inf)"] {
                #expect(!code.contains(artefact), "\(url.lastPathComponent) prints \(artefact):\n\(code)")
            }
        }
    }

    @Test("a corpus entry that passes when it should fail, or fails when it should pass, is reported")
    func corpusReplayCatchesRegressions() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-replay-\(UUID())")
        defer { try? FileManager.default.removeItem(at: root) }
        let corpus = Corpus(root: root)
        let passing = Case(root: CaseNode(.custom(name: "FlowLayout", parameters: ["spacing": 2]), children: [CaseNode(.color)]),
                           proposal: .size(width: 100, height: 100), layoutUnderTest: "FlowLayout")
        _ = try corpus.save(CorpusEntry(property: "placed-once", message: "-", case: passing, seed: 0, caseIndex: 0, expectedToFail: true))
        let failing = Case(root: CaseNode(.custom(name: "BrokenStackSkipsLastSubview", parameters: [:]), children: [CaseNode(.color)]),
                           proposal: .size(width: nil, height: nil), layoutUnderTest: "BrokenStackSkipsLastSubview")
        _ = try corpus.save(CorpusEntry(property: "placed-once", message: "-", case: failing, seed: 0, caseIndex: 0, expectedToFail: false))
        let problems = CorpusReplay.replay(corpus)
        #expect(problems.count == 2)
        #expect(problems.contains { $0.contains("expected to fail placed-once, but passes") })
        #expect(problems.contains { $0.contains("placed-once is broken again") })
    }

    @Test("a warning is judged before it is saved: its entry says so, and its replay shows it again without failing")
    func warningEntries() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-warnings-\(UUID())")
        defer { try? FileManager.default.removeItem(at: root) }
        // The hidden third subview of this broken example, a Spacer offered 0×0, answers 8×8: a
        // warning; its measuring bug is an error. Both are saved.
        let campaign = Campaign(generator: exampleGenerator("BrokenLabeledValueRow"), runner: exampleRunner("BrokenLabeledValueRow"),
                                corpus: Corpus(root: root))
        let report = campaign.run(seed: 1, cases: 300)
        let warning = try #require(report.warnings.first { $0.property == "inside-bounds" }, "\(report)")
        let error = try #require(report.failures.first { $0.property == "inside-bounds" }, "\(report)")
        let warned = try Corpus.read(URL(fileURLWithPath: try #require(warning.corpusPath))).get()
        let failed = try Corpus.read(URL(fileURLWithPath: try #require(error.corpusPath))).get()
        #expect(warned.severity == .warning && failed.severity == nil)
        #expect(warned.replay(registry: ExampleLayouts.registry, waivers: ExampleLayouts.waivers) == .stillWarns)
        #expect(failed.replay(registry: ExampleLayouts.registry, waivers: ExampleLayouts.waivers) == .brokenAgain)
        // The same case saved as the layout's own failure and as a warning keeps two files.
        var asWarning = failed
        asWarning.severity = .warning
        #expect(asWarning.contentHash != failed.contentHash)
    }
}
