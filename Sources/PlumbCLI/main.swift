import Foundation
import Plumb

// plumb: the command-line face of Plumb. With no arguments it runs the default fuzz campaign.
// Arguments are parsed by hand (no packages); a wrong option prints what was expected and the
// usage, with exit status 2.

let usage = """
usage: plumb [command] [options]

  plumb                         fuzz every built-in container and example layout (the default campaign)
  plumb fuzz [--layout NAME] [--property ID] [--seed N] [--cases N] [--time SECONDS]
             [--shard i/n] [--corpus DIR] [--json] [--isolate | --no-isolate] [--timeout SECONDS]
  plumb replay FILE|DIR         replay corpus files; fixed bugs must pass, broken examples must fail
  plumb shrink FILE             shrink a corpus entry again
  plumb show FILE [--svg OUT] [--html OUT]
                                draw a corpus entry's case (ASCII; SVG or self-contained HTML)
  plumb list                    the properties with their statements, and the layouts
  plumb stats [--seed N] [--cases N]
                                the generator's distributions
  plumb COMMAND --help          help for one command
"""

let helps: [String: String] = [
    "fuzz": "plumb fuzz: run seeded cases through every property, shrink and save each distinct failure.\n  --layout NAME   only this layout (see `plumb list`)\n  --property ID   only this property\n  --seed N        campaign seed (default 1)\n  --cases N       cases per layout (default 300)\n  --time SECONDS  stop each layout after this long\n  --shard i/n     run the cases whose index is i modulo n (for CI matrices)\n  --corpus DIR    where failures are saved (default ./Corpus)\n  --json          print a machine-readable summary instead of text\n  --isolate       run built-in containers' cases in a child process too (example layouts always are):\n                  a trap becomes a `crash` failure, a case past the timeout a `hang`, and the campaign goes on\n  --no-isolate    run every case in this process (faster; a trap or loop stops plumb)\n  --timeout SECONDS  the longest one isolated case may take (default 2)",
    "replay": "plumb replay FILE|DIR: replay corpus entries. Entries marked expectedToFail must still fail; every other must pass.",
    "shrink": "plumb shrink FILE: shrink a corpus entry again (entries saved by `plumb fuzz` record how).",
    "show": "plumb show FILE [--svg OUT] [--html OUT]: draw a corpus entry's case, the offending node marked.",
    "list": "plumb list: every property with its statement, and every layout `plumb fuzz` knows.",
    "stats": "plumb stats [--seed N] [--cases N]: node kinds, modifiers, depths, sizes and proposal kinds of generated cases.",
]

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("plumb: \(message)\n\n\(usage)\n".utf8))
    exit(2)
}

var argv = Array(CommandLine.arguments.dropFirst())
let command = argv.first.flatMap { $0.hasPrefix("--") ? nil : $0 } ?? "fuzz"
if argv.first == command { argv.removeFirst() }
if argv.contains("--help") || command == "help" {
    print(helps[command] ?? usage)
    exit(0)
}

do {
    switch command {
    case "fuzz":
        let a = try Arguments(argv, valued: ["layout", "property", "seed", "cases", "time", "shard", "corpus", "timeout"],
                              flags: ["json", "isolate", "no-isolate"])
        exit(try FuzzCommand(a).run())
    case "worker":
        // Hidden: the child an isolated campaign or replay starts; it serves cases over descriptor 3.
        let a = try Arguments(argv, valued: ["layout", "property"], flags: [])
        guard let name = a.options["layout"] else { WorkerService.serve(runner: FuzzTarget.replayRunner) }
        guard let target = FuzzTarget.named(name) else { throw Arguments.UsageError(description: "worker: unknown layout '\(name)'") }
        WorkerService.serve(runner: target.restricted(to: a.options["property"]).runner)
    case "replay":
        let a = try Arguments(argv, valued: [], flags: [])
        guard a.positional.count == 1 else { throw Arguments.UsageError(description: "replay expects one FILE or DIR") }
        exit(ReplayCommand.run(path: a.positional[0]))
    case "shrink":
        let a = try Arguments(argv, valued: [], flags: [])
        guard a.positional.count == 1 else { throw Arguments.UsageError(description: "shrink expects one FILE") }
        exit(try ShowCommand.shrink(path: a.positional[0]))
    case "show":
        let a = try Arguments(argv, valued: ["svg", "html"], flags: [])
        guard a.positional.count == 1 else { throw Arguments.UsageError(description: "show expects one FILE") }
        exit(try ShowCommand.run(path: a.positional[0], svg: a.options["svg"], html: a.options["html"]))
    case "list":
        _ = try Arguments(argv, valued: [], flags: [])
        ListCommand.run()
    case "stats":
        let a = try Arguments(argv, valued: ["seed", "cases"], flags: [])
        print(GeneratorStatistics.collect(Generator(), cases: try a.int("cases", default: 1000), seed: try a.seed(default: 1)).report)
    default:
        fail("unknown command '\(command)'")
    }
} catch let error as Arguments.UsageError {
    fail(error.description)
} catch {
    FileHandle.standardError.write(Data("plumb: \(error)\n".utf8))
    exit(1)
}
