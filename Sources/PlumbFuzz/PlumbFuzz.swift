import Foundation
import Plumb
import PlumbExamples

/// `plumb-fuzz`: the example layouts under libFuzzer's coverage guidance.
///
/// Built with the fuzzer (`.clusterfuzzlite/build.sh`: `-sanitize=fuzzer -DPLUMB_LIBFUZZER`), it is a
/// libFuzzer binary: `PLUMB_FUZZ_LAYOUT=BrokenFlowFallbackWidth .build-fuzz/release/plumb-fuzz
/// -max_total_time=60 -use_value_profile=1 fuzz-corpus/`. Built plainly (`swift build`), it
/// replays inputs: `swift run plumb-fuzz FILE…` tests each file's bytes once. Either way a
/// failure is shrunk, saved to the Plumb corpus (`PLUMB_CORPUS`, default `plumb-fuzz-corpus`)
/// and printed as Swift. With the fuzzer, the first error aborts the run (a crash is how
/// libFuzzer keeps a finding) unless `PLUMB_FUZZ_KEEP_GOING=1`; otherwise the exit status is 1
/// when a run found a failure.
///
/// `PLUMB_FUZZ_LAYOUT` names any example layout (default `FlowLayout`). `PLUMB_FUZZ_RANDOM=SEED`
/// checks seeded cases instead of the fuzzer's, in either build, for `-runs=N` cases or
/// `-max_total_time=S` seconds: the random baseline. `PLUMB_FUZZ_UNTIL=PROPERTY` stops either
/// kind of run at the first failure of that property, error or warning, printing
/// `plumb-fuzz: reached PROPERTY at input N, S s`: what `Scripts/reach-benchmark` reads.
/// `PLUMB_FUZZ_LIST=1` prints the broken examples a run can reach, `LAYOUT PROPERTY KIND` a line
/// (`random` when seeded cases find it, `beyond-random` when they are not expected to).
@main
enum PlumbFuzz {
    nonisolated(unsafe) static var check: CoverageGuidedCheck!
    /// When set (`PLUMB_FUZZ_UNTIL`), the run stops at the first failure of this property,
    /// error or warning, and says after how many inputs: how the reach benchmark times a run.
    nonisolated(unsafe) static var until: String?
    nonisolated(unsafe) static var started = DispatchTime.now()

    static func main() {
        let environment = ProcessInfo.processInfo.environment
        if environment["PLUMB_FUZZ_LIST"] == "1" {
            // Those that trap or hang (`ExampleLayouts.crashing`) are left out: a run of them
            // ends at the crash, not at a failure it can count inputs to.
            for (layout, property) in ExampleLayouts.broken { print(layout, property, "random") }
            for (layout, property) in ExampleLayouts.beyondRandom { print(layout, property, "beyond-random") }
            exit(0)
        }
        // ClusterFuzzLite runs each binary in its output folder without an environment: a copy
        // named plumb-fuzz-<layout> checks that layout.
        let program = URL(fileURLWithPath: CommandLine.arguments[0]).lastPathComponent
        let named = program.hasPrefix("plumb-fuzz-") ? String(program.dropFirst("plumb-fuzz-".count)) : nil
        let name = environment["PLUMB_FUZZ_LAYOUT"] ?? named ?? "FlowLayout"
        var checker = LayoutChecker()
        checker.waivers = ExampleLayouts.waivers
        checker.corpus = Corpus(root: URL(fileURLWithPath: environment["PLUMB_CORPUS"] ?? "plumb-fuzz-corpus"))
        // Every example layout, by the name it is registered under (`plumb list` shows them).
        guard let made = CoverageGuidedCheck(named: name, in: ExampleLayouts.registry, checker: checker) else {
            let names = (ExampleLayouts.correct + (ExampleLayouts.broken + ExampleLayouts.beyondRandom).map(\.layout)).sorted()
            fail("PLUMB_FUZZ_LAYOUT (or the name after plumb-fuzz-) expects an example layout, one of \(names.joined(separator: ", ")); got '\(name)'")
        }
        check = made
        let layoutWord = environment["PLUMB_FUZZ_LAYOUT"].map { "PLUMB_FUZZ_LAYOUT=\($0) " } ?? ""
        check.seededReplayCommand = { "\(layoutWord)PLUMB_FUZZ_RANDOM=\($0) \(CommandLine.arguments[0]) -runs=\($1 + 1)" }
        until = environment["PLUMB_FUZZ_UNTIL"]
        if let until, !(ExampleLayouts.broken + ExampleLayouts.beyondRandom).contains(where: { $0.property == until })
            && !PropertyCatalog.all.contains(where: { $0.id == until }) {
            fail("PLUMB_FUZZ_UNTIL expects a property id (plumb list shows them); got '\(until)'")
        }
        // libFuzzer ends a run with exit(): the summary and the verdict are said then.
        atexit {
            FileHandle.standardError.write(Data("plumb-fuzz: \(PlumbFuzz.check.summary)\n".utf8))
            if !PlumbFuzz.check.passed { _exit(1) }
        }
        // PLUMB_FUZZ_RANDOM=SEED: seeded cases instead of the fuzzer's, in either build.
        if let seed = environment["PLUMB_FUZZ_RANDOM"] {
            guard let seed = UInt64(seed) else { fail("PLUMB_FUZZ_RANDOM expects a seed (a whole number), got '\(seed)'") }
            runRandom(seed: seed, arguments: Array(CommandLine.arguments.dropFirst()))
        }
        #if PLUMB_LIBFUZZER
        // A finding is a crash to libFuzzer (and ClusterFuzzLite): after Plumb has shrunk, saved
        // and printed an error, the process aborts so the fuzzer keeps the input too. With
        // PLUMB_FUZZ_KEEP_GOING=1 the run goes on, collecting every distinct failure.
        let keepGoing = environment["PLUMB_FUZZ_KEEP_GOING"] == "1"
        // Swift's own backtracer would take the abort before libFuzzer's handler, which writes
        // the crash input: it is read at start-up, so the process starts again without it.
        if environment["SWIFT_BACKTRACE"] == nil {
            setenv("SWIFT_BACKTRACE", "enable=no", 1)
            execv(CommandLine.arguments[0], CommandLine.unsafeArgv)
        }
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        started = DispatchTime.now()
        if keepGoing && until == nil { exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in PlumbFuzz.check.test(data, size) }) }
        exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in
            let found = PlumbFuzz.check.test(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
            PlumbFuzz.stopIfReached(found)
            if PlumbFuzz.until == nil, found.contains(where: { $0.severity == .error }) {
                FileHandle.standardError.write(Data("plumb-fuzz: \(PlumbFuzz.check.summary); stopping at the first failure\n".utf8))
                abort()
            }
            return 0
        })
        #else
        let arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.first == "--inputs-from-corpus" {
            guard arguments.count == 3 else { fail("usage: plumb-fuzz --inputs-from-corpus PLUMB_CORPUS LIBFUZZER_CORPUS") }
            exportInputs(from: Corpus(root: URL(fileURLWithPath: arguments[1])), to: URL(fileURLWithPath: arguments[2]), layout: name)
        }
        for path in arguments {
            guard let data = FileManager.default.contents(atPath: path) else {
                FileHandle.standardError.write(Data("plumb-fuzz: cannot read \(path)\n".utf8))
                exit(2)
            }
            stopIfReached(check.test([UInt8](data)))
        }
        exit(0)
        #endif
    }
}

extension PlumbFuzz {
    /// Seeded cases 0, 1, 2… of `seed`, as `LayoutChecker(seed:)` makes them, until
    /// `-runs=N` cases or `-max_total_time=S` seconds (libFuzzer's own options, so one command
    /// line serves both kinds of run), or until `PLUMB_FUZZ_UNTIL`'s property is found.
    static func runRandom(seed: UInt64, arguments: [String]) -> Never {
        func option(_ name: String) -> Double? {
            guard let word = arguments.first(where: { $0.hasPrefix("-\(name)=") }) else { return nil }
            guard let value = Double(word.dropFirst(name.count + 2)), value >= 0 else { fail("-\(name) expects a number, got '\(word)'") }
            return value
        }
        let runs = option("runs").map(Int.init), seconds = option("max_total_time")
        guard runs != nil || seconds != nil else { fail("PLUMB_FUZZ_RANDOM needs -runs=N or -max_total_time=SECONDS") }
        started = DispatchTime.now()
        var index = 0
        while runs.map({ index < $0 }) ?? true, seconds.map({ elapsed < $0 }) ?? true {
            let found = check.test(seed: seed, index: index)
            stopIfReached(found)
            if until == nil, found.contains(where: { $0.severity == .error }) {
                FileHandle.standardError.write(Data("plumb-fuzz: \(check.summary); stopping at the first failure\n".utf8))
                exit(1)
            }
            index += 1
        }
        if let until { FileHandle.standardError.write(Data("plumb-fuzz: not reached \(until) in \(check.inputs) inputs, \(format(elapsed)) s\n".utf8)) }
        exit(0)
    }

    /// Seconds since the first input.
    static var elapsed: Double { Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e9 }

    static func format(_ seconds: Double) -> String { String(format: "%.2f", seconds) }

    /// Ends the run (status 0) when `found` holds a failure of `until`'s property, saying after
    /// how many inputs and seconds: the line `Scripts/reach-benchmark` reads.
    static func stopIfReached(_ found: [CheckFailure]) {
        guard let until, found.contains(where: { $0.property == until || $0.alsoBreaks.contains { $0.property == until } }) else { return }
        FileHandle.standardError.write(Data("plumb-fuzz: reached \(until) at input \(check.inputs), \(format(elapsed)) s\n".utf8))
        _exit(0)
    }

    static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("plumb-fuzz: \(message)\n".utf8))
        exit(2)
    }

    /// Writes the libFuzzer input of every entry of `corpus` saved for `layout` with its
    /// choices into `folder` (a libFuzzer corpus to start from), and exits; an unreadable entry
    /// or a file that cannot be written is an error (exit 2), nothing skipped.
    static func exportInputs(from corpus: Corpus, to folder: URL, layout: String) -> Never {
        var written = 0
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for (url, read) in corpus.entries() {
                let entry: CorpusEntry
                switch read {
                case .success(let e): entry = e
                case .failure(let error): fail("\(url.path): \(error)")
                }
                guard entry.target == layout || entry.case.layoutUnderTest?.split(separator: ".").last.map(String.init) == layout, let choices = entry.choices else { continue }
                let bytes = check.input(for: choices)
                try Data(bytes).write(to: folder.appendingPathComponent("plumb-" + entry.contentHash), options: .atomic)
                written += 1
            }
        } catch {
            fail("\(error)")
        }
        print("plumb-fuzz: \(written) inputs for \(layout) written to \(folder.path)")
        exit(0)
    }
}

#if PLUMB_LIBFUZZER
/// libFuzzer's driver, linked in by `-sanitize=fuzzer`: it runs `callback` on each input.
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(_ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
                         _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt
#endif
