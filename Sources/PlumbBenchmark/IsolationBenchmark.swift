import Foundation
@_spi(Engine) import Plumb
import PlumbExamples

/// `plumb-benchmark --isolation`: what process isolation costs, for a correct example layout
/// (FlowLayout), a trapping one (BrokenTrapsOnEmpty) and a hanging one (BrokenLoopsForever):
/// checked cases per second isolated and in process, and the wall time one crash and one hang
/// cost (request sent → worker reaped → next worker ready), as medians.
///
/// The isolated child is this program re-run with the same arguments (so it comes straight
/// here and serves at the same call).
enum IsolationBenchmark {
    /// `correctOnly` measures only the correct layout (for profiling the overhead).
    static func run(cases: Int, crashes: Int, correctOnly: Bool) {
        if let cold = ProcessInfo.processInfo.environment[coldVariable].flatMap(Int.init) {
            // This is the fresh process `coldInProcess` started: one check, its time, done.
            print(LayoutChecker(seed: 1, cases: cold).check(FlowLayout(spacing: 3)).duration)
            exit(0)
        }
        // In process first: the child re-running this program skips these (a worker process
        // runs no campaign of its own).
        let short = overhead(cases: cases), long = overhead(cases: 4 * cases)
        if !WorkerService.isWorkerProcess, let coldShort = coldInProcess(cases: cases), let coldLong = coldInProcess(cases: 4 * cases) {
            // An isolated child is a new process, and pays what a process's first check pays
            // (type metadata, conformance lookups); the in-process runs above are warm.
            for (isolated, cold) in [(short.isolated, coldShort), (long.isolated, coldLong)] {
                print("FlowLayout, \(isolated.cases) cases, as a process's first check (medians of \(rounds)): in process "
                      + String(format: "%9.0f cases/s, isolated %9.0f cases/s: %.2f×", Double(isolated.cases) / cold,
                               Double(isolated.cases) / isolated.duration, isolated.duration / cold))
            }
        }
        func rate(_ r: CheckReport) -> String { String(format: "%9.0f", Double(r.cases) / r.duration) }
        func ratio(_ pair: Overhead) -> String {
            pair.ratios.isEmpty ? "" : String(format: "%.2f× (%.2f–%.2f)", median(pair.ratios), pair.ratios.min()!, pair.ratios.max()!)
        }
        func cpuRatio(_ pair: Overhead) -> String { pair.cpuRatios.isEmpty ? "" : String(format: "%.2f×", median(pair.cpuRatios)) }
        if correctOnly {
            for pair in [short, long] {
                if let inProcess = pair.inProcess {
                    print("FlowLayout, \(inProcess.cases) cases (medians of \(rounds) alternating rounds; ratio: median of the rounds' own, and range): in process \(rate(inProcess)) cases/s, "
                          + "isolated \(rate(pair.isolated)) cases/s: \(ratio(pair)); CPU time \(cpuRatio(pair))")
                }
            }
            return
        }
        let trapping = LayoutChecker(seed: 1, cases: cases, isolation: .process()).check(BrokenTrapsOnEmpty())
        let hanging = LayoutChecker(seed: 1, cases: cases, isolation: .process()).check(BrokenLoopsForever())
        let crash = perDeath(of: "BrokenTrapsOnEmpty", children: [], times: crashes)
        let hang = perDeath(of: "BrokenLoopsForever", children: [CaseNode(.text("")), CaseNode(.color)], times: max(3, crashes / 10))
        guard let inProcess = short.inProcess, let inProcessLong = long.inProcess else { return }

        print("isolation (release; cases/s include shrinking the failures found; correct layout: medians of \(rounds) alternating rounds, "
              + "the ratio the median of each round's own ratio, with its range)")
        print("layout                          in process cases/s   isolated cases/s   isolated/in process (range), or wall   failures")
        func row(_ name: String, _ inProcess: String, _ isolated: CheckReport, _ ratio: String) {
            print(name.padding(toLength: 30, withPad: " ", startingAt: 0), inProcess.leftPadded(20), rate(isolated).leftPadded(18),
                  ratio.leftPadded(37), String(isolated.failures.count).leftPadded(10))
        }
        row("FlowLayout (correct), \(cases)", rate(inProcess), short.isolated, ratio(short))
        row("FlowLayout (correct), \(4 * cases)", rate(inProcessLong), long.isolated, ratio(long))
        row("BrokenTrapsOnEmpty, \(cases)", "— (traps)", trapping, String(format: "%.2f s", trapping.duration))
        row("BrokenLoopsForever, \(cases)", "— (hangs)", hanging, String(format: "%.2f s", hanging.duration))
        print(String(format: "one crash: median %.1f ms (p90 %.1f, %d crashes); one hang: median %.1f ms (%d hangs)",
                     crash.median * 1000, crash.p90 * 1000, crashes, hang.median * 1000, max(3, crashes / 10)))
        print("CPU time of the correct layout isolated (this process and every child) over in process: "
              + "\(cpuRatio(short)) for \(cases) cases, \(cpuRatio(long)) for \(4 * cases) (\(Isolation.defaultChildren) children)")
        for report in [short.isolated, long.isolated, trapping, hanging] where !report.errors.isEmpty { print("errors: \(report.errors)") }
    }

    /// Rounds of each comparison: the machine is shared, and one run is noisy.
    static let rounds = 11

    /// What isolating a check cost: the median run each way, and each round's own ratio
    /// (isolated over in process, run back to back, so a slow spell of the machine weighs on
    /// both sides of a ratio rather than on one median).
    struct Overhead {
        var inProcess: CheckReport?
        var isolated: CheckReport
        var ratios: [Double]
        /// Each round's CPU time isolated (this process and every child, workers included) over
        /// in process: what running two children at once costs beside the wall time it saves.
        var cpuRatios: [Double]
    }

    /// The correct example checked `cases` times in process and isolated, alternating `rounds` times.
    static func overhead(cases: Int) -> Overhead {
        var inProcessRuns: [CheckReport] = [], isolatedRuns: [CheckReport] = [], cpuRatios: [Double] = []
        for _ in 0..<rounds {
            let before = cpuSeconds()
            if !WorkerService.isWorkerProcess { inProcessRuns.append(LayoutChecker(seed: 1, cases: cases).check(FlowLayout(spacing: 3))) }
            let between = cpuSeconds()
            isolatedRuns.append(LayoutChecker(seed: 1, cases: cases, isolation: .process()).check(FlowLayout(spacing: 3)))
            cpuRatios.append((cpuSeconds() - between) / (between - before))
        }
        func medianRun(_ runs: [CheckReport]) -> CheckReport? { runs.sorted { $0.duration < $1.duration }.dropFirst(runs.count / 2).first }
        let ratios = zip(isolatedRuns, inProcessRuns).map { $0.duration / $1.duration }
        return Overhead(inProcess: medianRun(inProcessRuns), isolated: medianRun(isolatedRuns)!, ratios: ratios, cpuRatios: cpuRatios)
    }

    /// CPU time (user and system) this process and its ended children have used, in seconds.
    static func cpuSeconds() -> Double {
        var total = 0.0
        for who in [RUSAGE_SELF, RUSAGE_CHILDREN].map({ Int32($0.rawValue) }) {
            var usage = rusage()
            getrusage(who, &usage)
            total += Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
        }
        return total
    }

    /// Asks a fresh process (this program) for an in-process check's duration.
    static let coldVariable = "PLUMB_BENCHMARK_COLD_CHECK"

    /// The duration of an in-process check of `cases` cases made as the first check of a new
    /// process, median of `rounds`, in seconds; nil if the process could not be run.
    static func coldInProcess(cases: Int) -> Double? {
        var durations: [Double] = []
        for _ in 0..<rounds {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
            process.arguments = ["--isolation", "--correct-only"]
            process.environment = ProcessInfo.processInfo.environment.merging([coldVariable: String(cases)]) { $1 }
            let output = Pipe()
            process.standardOutput = output
            do { try process.run() } catch { return nil }
            let data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            guard let duration = Double(String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)) else { return nil }
            durations.append(duration)
        }
        return durations.sorted()[durations.count / 2]
    }

    /// The wall time, per request, of sending a case that kills the worker and getting the
    /// violation back: median and 90th percentile over `times` requests.
    static func perDeath(of layout: String, children: [CaseNode], times: Int) -> (median: Double, p90: Double) {
        var registry = LayoutRegistry()
        registry.register("BrokenTrapsOnEmpty") { _ in BrokenTrapsOnEmpty() }
        registry.register("BrokenLoopsForever") { _ in BrokenLoopsForever() }
        let runner = CaseRunner(registry: registry)
        let isolation = Isolation.process()
        let executor: IsolatedExecutor?
        do { executor = try isolation.executor(fingerprint: "death-" + layout, serving: runner) } catch {
            print("isolation benchmark: \(error)"); exit(1)
        }
        guard let executor else { return (0, 0) }  // a child serving some other call
        defer { executor.finish() }
        let c = Case(root: CaseNode(.custom(name: layout, parameters: [:]), children: children), proposal: .size(width: nil, height: nil))
        _ = try? executor.violations(c, runner: runner)  // the first starts the child
        var durations: [Double] = []
        for _ in 0..<times {
            var violations: [Violation] = []
            durations.append(seconds { violations = (try? executor.violations(c, runner: runner)) ?? [] })
            guard violations.contains(where: { ChildFailure.isChildFailure($0.property) }) else {
                print("isolation benchmark: \(layout) did not take its worker down: \(violations)"); exit(1)
            }
        }
        durations.sort()
        return (durations[durations.count / 2], durations[min(durations.count - 1, durations.count * 9 / 10)])
    }
}
