import Foundation
import Plumb
import PlumbExamples

/// `plumb-fuzz`: the example layouts under libFuzzer's coverage guidance.
///
/// Built with the fuzzer (`Scripts/build-fuzz`, `-sanitize=fuzzer -DPLUMB_LIBFUZZER`), it is a
/// libFuzzer binary: `PLUMB_FUZZ_LAYOUT=BrokenFlowFallbackWidth .build-fuzz/release/plumb-fuzz
/// -max_total_time=60 -use_value_profile=1 fuzz-corpus/`. Built plainly (`swift build`), it
/// replays inputs: `swift run plumb-fuzz FILE…` tests each file's bytes once. Either way a
/// failure is shrunk, saved to the Plumb corpus (`PLUMB_CORPUS`, default `plumb-fuzz-corpus`)
/// and printed as Swift. With the fuzzer, the first error aborts the run (a crash is how
/// libFuzzer keeps a finding) unless `PLUMB_FUZZ_KEEP_GOING=1`; otherwise the exit status is 1
/// when a run found a failure.
@main
enum PlumbFuzz {
    /// The layouts a fuzz run can check, by name.
    static let targets: [String: @Sendable (LayoutChecker) -> CoverageGuidedCheck] = [
        "FlowLayout": { CoverageGuidedCheck(FlowLayout(spacing: 4), checker: $0) },
        "BrokenFlowFallbackWidth": { CoverageGuidedCheck(BrokenFlowFallbackWidth(), checker: $0) },
        "BrokenRowGreatestFiniteWidth": { CoverageGuidedCheck(BrokenRowGreatestFiniteWidth(), checker: $0) },
        "BrokenRadialCachesRadius": { CoverageGuidedCheck(BrokenRadialCachesRadius(), checker: $0) },
        "BrokenRowSizedByWidest": { CoverageGuidedCheck(BrokenRowSizedByWidest(), checker: $0) },
        "BrokenFlowDropsOverwide": { CoverageGuidedCheck(BrokenFlowDropsOverwide(), checker: $0) },
    ]

    nonisolated(unsafe) static var check: CoverageGuidedCheck!

    static func main() {
        let environment = ProcessInfo.processInfo.environment
        // ClusterFuzzLite runs each binary in its output folder without an environment: a copy
        // named plumb-fuzz-<layout> checks that layout.
        let program = URL(fileURLWithPath: CommandLine.arguments[0]).lastPathComponent
        let named = program.hasPrefix("plumb-fuzz-") ? String(program.dropFirst("plumb-fuzz-".count)) : nil
        let name = environment["PLUMB_FUZZ_LAYOUT"] ?? named ?? "FlowLayout"
        guard let make = targets[name] else {
            FileHandle.standardError.write(Data("plumb-fuzz: PLUMB_FUZZ_LAYOUT expects one of \(targets.keys.sorted().joined(separator: ", ")), got '\(name)'\n".utf8))
            exit(2)
        }
        var checker = LayoutChecker()
        checker.corpus = Corpus(root: URL(fileURLWithPath: environment["PLUMB_CORPUS"] ?? "plumb-fuzz-corpus"))
        check = make(checker)
        // libFuzzer ends a run with exit(): the summary and the verdict are said then.
        atexit {
            FileHandle.standardError.write(Data("plumb-fuzz: \(PlumbFuzz.check.summary)\n".utf8))
            if !PlumbFuzz.check.passed { _exit(1) }
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
        if keepGoing { exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in PlumbFuzz.check.test(data, size) }) }
        exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in
            let found = PlumbFuzz.check.test(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
            if found.contains(where: { $0.severity == .error }) {
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
            check.test([UInt8](data))
        }
        exit(0)
        #endif
    }
}

extension PlumbFuzz {
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
