import Foundation
import Plumb

/// `plumb fuzz` (and `plumb` alone): a campaign over the chosen layouts with a live progress
/// line on a terminal, a summary table, each shrunk failure, and the corpus files written.
struct FuzzCommand {
    let targets: [FuzzTarget]
    /// Layouts left out because `property` can never apply to them, and why.
    let skipped: [(layout: String, reason: String)]
    let property: String?
    let seed: UInt64
    let cases: Int
    let time: Double?
    let shard: (index: Int, count: Int)
    /// Where failures are saved; nil with `--no-corpus`.
    let corpus: Corpus?
    let json: Bool
    /// Whether built-in containers run isolated too (examples always do, unless `--no-isolate`).
    let isolation: (builtIns: Bool, examples: Bool)
    let timeout: Double?
    /// The most memory an isolated child may hold, in bytes.
    let memoryLimit: UInt64

    init(_ a: Arguments) throws {
        let all = FuzzTarget.all
        var chosen: [FuzzTarget]
        if let stray = a.positional.first {
            throw Arguments.UsageError(description: "fuzz takes no argument '\(stray)'"
                + (FuzzTarget.named(stray) != nil ? "; to fuzz that layout say --layout \(stray)" : ""))
        }
        if let name = a.options["layout"] {
            guard let target = FuzzTarget.named(name) else {
                throw Arguments.UsageError(description: "--layout expects one of \(all.map(\.name).joined(separator: ", ")) or a Broken… example (see `plumb list`), got '\(name)'")
            }
            chosen = [target]
        } else {
            chosen = all
        }
        let ids = PropertyCatalog.all.map(\.id) + MetamorphicProperties.ids
        if let p = a.options["property"], !ids.contains(p) {
            throw Arguments.UsageError(description: "--property expects a property id (see `plumb list`), got '\(p)'")
        }
        property = a.options["property"]
        // A property that can never apply to a layout would check nothing there: such layouts
        // are skipped and named, and if that leaves none, nothing is run at all.
        if let property {
            skipped = chosen.compactMap { t in t.cannotCheck(property).map { (t.name, $0) } }
            chosen = chosen.filter { $0.cannotCheck(property) == nil }
            if chosen.isEmpty {
                throw Arguments.UsageError(description: "nothing to check: " + Self.describe(skipped, property: property))
            }
        } else {
            skipped = []
        }
        targets = chosen
        seed = try a.seed(default: 1)
        cases = try a.int("cases", default: 300)
        guard cases > 0 else { throw Arguments.UsageError(description: "--cases expects at least 1: 0 cases would check nothing") }
        time = try a.double("time")
        shard = try a.shard()
        if a.flags.contains("no-corpus") && a.options["corpus"] != nil {
            throw Arguments.UsageError(description: "--corpus and --no-corpus contradict each other")
        }
        corpus = a.flags.contains("no-corpus") ? nil : Corpus(root: URL(fileURLWithPath: a.options["corpus"] ?? "Corpus"))
        json = a.flags.contains("json")
        if a.flags.contains("isolate") && a.flags.contains("no-isolate") {
            throw Arguments.UsageError(description: "--isolate and --no-isolate contradict each other")
        }
        isolation = (a.flags.contains("isolate"), !a.flags.contains("no-isolate"))
        timeout = try a.double("timeout")
        memoryLimit = try a.double("memory-limit").map { UInt64($0 * 1_048_576) } ?? Isolation.defaultMemoryLimit
    }

    /// How `target`'s cases run: third-party layouts in a `plumb worker` child by default.
    func isolation(for target: FuzzTarget) -> Isolation {
        guard target.isThirdParty ? isolation.examples : isolation.builtIns else { return .none }
        var isolation = Isolation.process(timeout: timeout, launch: FuzzTarget.workerLaunch(target: target.name, property: property))
        isolation.memoryLimit = memoryLimit
        return isolation
    }

    /// The case indices this shard runs: those congruent to its index modulo the shard count;
    /// with `--time`, without end (the deadline stops the run, whatever `--cases` says).
    var indices: StrideTo<Int> {
        time == nil ? Campaign.shardIndices(cases: cases, shard: shard.index, of: shard.count)
            : Campaign.shardIndices(shard: shard.index, of: shard.count)
    }

    func run() throws -> Int32 {
        let interactive = isatty(STDOUT_FILENO) == 1 && !json
        var rows: [(layout: String, cases: Int, failures: [CheckFailure], seconds: Double)] = []
        var errors: [(layout: String, message: String)] = []
        var warnings: [(layout: String, failure: CheckFailure)] = []
        for target in targets {
            let t = target.restricted(to: property)
            var campaign = Campaign(generator: t.generator, runner: t.runner, corpus: corpus, target: t.name)
            campaign.isolation = isolation(for: t)
            let layout = t.name
            // Exactly case i: the only index below i + 1 that is i modulo i + 1. A replay line
            // re-finds a failure that is saved already, so it saves nothing.
            campaign.replayLine = { seed, i in
                "swift run plumb fuzz --layout \(layout) --seed \(seed) --cases \(i + 1) --shard \(i)/\(i + 1) --no-corpus"
            }
            let started = Date()
            let total = time == nil ? indices.underestimatedCount : nil
            if !interactive && !json {
                print("fuzzing \(t.name): " + (total.map { "\($0) cases" } ?? "cases for \(time!) s") + " from seed \(seed)")
            }
            let report = campaign.run(seed: seed, indices: indices, deadline: time.map { started.addingTimeInterval($0) }) { done, failures in
                guard interactive, done % 10 == 0 || done == total else { return }
                let elapsed = Date().timeIntervalSince(started), rate = Double(done) / max(elapsed, 1e-9)
                let left = time.map { max(0, $0 - elapsed) } ?? Double((total ?? done) - done) / max(rate, 1e-9)
                print("\r\(t.name): \(done)\(total.map { "/\($0)" } ?? "") cases, \(Int(rate))/s, \(failures) failing, \(Int(left.rounded())) s left   ",
                      terminator: "")
                fflush(nil)
            }
            if interactive { print("") }
            let failures = report.failures.filter { property == nil || $0.property == property || ChildFailure.isChildFailure($0.property) }
            for error in report.errors { FileHandle.standardError.write(Data("plumb: \(t.name): error: \(error)\n".utf8)) }
            errors += report.errors.map { (t.name, $0) }
            rows.append((t.name, report.cases, failures, report.duration))
            warnings += report.warnings.map { (t.name, $0) }
        }
        let failures = rows.flatMap { row in row.failures.map { (row.layout, $0) } }
        // Every file this run wrote: failures', warnings' (saved before they were found not to
        // be the layout's fault) and those of failures merged into another.
        let reported = failures.map(\.1) + warnings.map(\.1)
        let written = Set(reported.flatMap { [$0.corpusPath] + $0.alsoBreaks.map(\.corpusPath) }.compactMap { $0 }).sorted()
        if json {
            printJSON(rows: rows.map { ($0.layout, $0.cases, $0.seconds) }, failures: failures, warnings: warnings, written: written, errors: errors)
        } else {
            printSummary(rows)
            if let property, !skipped.isEmpty { print("\nnot checked: " + Self.describe(skipped, property: property)) }
            for (layout, failure) in failures { print("\n── \(layout) ──\n" + failure.report) }
            // Not the layout's fault (a misbehaving child, a call order SwiftUI never uses).
            for (layout, warning) in warnings { print("\n── \(layout) (warning) ──\n" + warning.report) }
            print(written.isEmpty ? "\nno corpus files written" : "\ncorpus files:\n" + written.map { "  " + $0 }.joined(separator: "\n"))
        }
        // An error (a case that could not run, a failure not saved, no case run) means the run
        // did not check what it says: it fails like a broken property.
        if !errors.isEmpty && !json { print("\n\(errors.count) error\(errors.count == 1 ? "" : "s") (on standard error): the run did not check everything it was asked to") }
        return failures.isEmpty && errors.isEmpty ? 0 : 1
    }

    func printSummary(_ rows: [(layout: String, cases: Int, failures: [CheckFailure], seconds: Double)]) {
        print("\nlayout               property                      cases  failures    time")
        for row in rows {
            let byProperty = Dictionary(grouping: row.failures, by: \.property)
            let lines = byProperty.isEmpty ? [(property ?? "all", 0)] : byProperty.map { ($0.key, $0.value.reduce(0) { $0 + $1.occurrences }) }.sorted { $0.0 < $1.0 }
            for (name, count) in lines {
                print(row.layout.padding(toLength: 20, withPad: " ", startingAt: 0) + " "
                      + name.padding(toLength: 28, withPad: " ", startingAt: 0)
                      + String(format: " %6d  %8d  %5.1f s", row.cases, count, row.seconds))
            }
        }
    }

    /// "p can never apply to A, B (reason); to C (other reason)".
    static func describe(_ skipped: [(layout: String, reason: String)], property: String) -> String {
        var reasons: [String] = [], layouts: [String: [String]] = [:]
        for (layout, reason) in skipped {
            if layouts[reason] == nil { reasons.append(reason) }
            layouts[reason, default: []].append(layout)
        }
        return "\(property) can never apply to " + reasons.map { "\(layouts[$0]!.joined(separator: ", ")) (\($0))" }.joined(separator: "; to ")
    }

    func printJSON(rows: [(String, Int, Double)], failures: [(String, CheckFailure)], warnings: [(String, CheckFailure)], written: [String],
                   errors: [(layout: String, message: String)]) {
        struct Summary: Encodable {
            struct Layout: Encodable { let layout: String; let cases: Int; let seconds: Double }
            struct Failure: Encodable { let property: String; let layout: String; let corpusPath: String?; let replay: String; let message: String }
            let seed: UInt64
            let shard: String
            let layouts: [Layout]
            let failures: [Failure]
            /// Failures found not to be the layout's fault.
            let warnings: [Failure]
            let corpusFiles: [String]
            struct RunError: Encodable { let layout: String; let message: String }
            let errors: [RunError]
            /// Layouts left out: the property asked for can never apply to them.
            struct Skipped: Encodable { let layout: String; let reason: String }
            let skipped: [Skipped]
        }
        func entry(_ found: (layout: String, failure: CheckFailure)) -> Summary.Failure {
            .init(property: found.failure.property, layout: found.layout, corpusPath: found.failure.corpusPath,
                  replay: found.failure.replay, message: found.failure.message)
        }
        let summary = Summary(seed: seed, shard: "\(shard.index)/\(shard.count)",
                              layouts: rows.map { .init(layout: $0.0, cases: $0.1, seconds: $0.2) },
                              failures: failures.map(entry), warnings: warnings.map(entry),
                              corpusFiles: written,
                              errors: errors.map { .init(layout: $0.layout, message: $0.message) },
                              skipped: skipped.map { .init(layout: $0.layout, reason: $0.reason) })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        do {
            print(String(decoding: try encoder.encode(summary), as: UTF8.self))
        } catch {
            FileHandle.standardError.write(Data("plumb: could not encode the JSON summary: \(error)\n".utf8))
        }
    }
}
