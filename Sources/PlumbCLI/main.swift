import Foundation
import Plumb

// plumb: the command-line face of Plumb. With no arguments it runs the default fuzz campaign.
// Arguments are parsed by hand (no packages); a wrong option prints what was expected and the
// usage, with exit status 2.

let usage = """
usage: plumb [command] [options]

  plumb                         fuzz every built-in container and example layout (the default campaign)
  plumb check PATH... [--layout NAME] [--replay SEED:CASE] [--json] [--seed N] [--cases N]
                                check every Layout in your Swift files or folders, as they are
  plumb fuzz [--layout NAME] [--property ID] [--seed N] [--cases N] [--time SECONDS]
             [--shard i/n] [--corpus DIR | --no-corpus] [--json] [--isolate | --no-isolate]
             [--timeout SECONDS] [--memory-limit MB]
  plumb replay FILE|DIR         replay corpus files; fixed bugs must pass, broken examples must fail
  plumb shrink FILE             shrink a corpus entry again
  plumb show FILE [--svg OUT] [--html OUT]
                                draw a corpus entry's case (ASCII; SVG or self-contained HTML)
  plumb list                    the properties with their statements, and the layouts
  plumb stats [--seed N] [--cases N]
                                the generator's distributions
  plumb help [COMMAND]          this text, or help for one command (also: plumb COMMAND --help, -h)
"""

let helps: [String: String] = [
    "check": CheckCommand.help,
    "fuzz": """
        plumb fuzz: run seeded cases through every property, shrink and save each distinct failure.
          --layout NAME      only this layout (see `plumb list`)
          --property ID      only this property
          --seed N           campaign seed (default 1)
          --cases N          cases per layout (default 300)
          --time SECONDS     run each layout until this long has passed, whatever --cases says
          --shard i/n        run the cases whose index is i modulo n (for CI matrices)
          --corpus DIR       where failures are saved (default ./Corpus)
          --no-corpus        save nothing (what replay lines use: the failure is saved already)
          --json             print a machine-readable summary instead of text
          --isolate          run built-in containers' cases in a child process too (example layouts always are):
                             a trap becomes a `crash` failure, a case past the timeout a `hang`, and the campaign goes on
          --no-isolate       run every case in this process (faster; a trap or loop stops plumb)
          --timeout SECONDS  the longest one isolated case may take (default: calibrated from measured case times)
          --memory-limit MB  the most memory an isolated child may hold before the case is a `memory` failure (default \(Isolation.defaultMemoryLimit >> 20))
        Exit status: 0 when every case ran and broke nothing; 1 on a failure or an error; 2 on bad arguments.
        """,
    "replay": "plumb replay FILE|DIR: replay corpus entries. Entries marked expectedToFail must still fail; every other must pass.",
    "shrink": "plumb shrink FILE: shrink a corpus entry again (entries saved by `plumb fuzz` record how).",
    "show": "plumb show FILE [--svg OUT] [--html OUT]: draw a corpus entry's case, the offending node marked.",
    "list": "plumb list: every property with its statement, and every layout `plumb fuzz` knows.",
    "stats": "plumb stats [--seed N] [--cases N]: node kinds, modifiers, depths, sizes and proposal kinds of generated cases.",
    "help": "plumb help [COMMAND]: the usage, or help for one command.",
]

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("plumb: \(message)\n\n\(usage)\n".utf8))
    exit(2)
}

/// Fails unless `a` has exactly `count` positional arguments.
func expectPositional(_ a: Arguments, _ count: Int, _ what: String) throws {
    guard a.positional.count == count else {
        throw Arguments.UsageError(description: count == 0
            ? "\(what) takes no argument, got '\(a.positional.joined(separator: " "))'"
            : "\(what), got \(a.positional.isEmpty ? "none" : "'" + a.positional.joined(separator: " ") + "'")")
    }
}

let helpWords: Set<String> = ["--help", "-h"]
var argv = Array(CommandLine.arguments.dropFirst())
let command = argv.first.flatMap { $0.hasPrefix("-") ? nil : $0 } ?? (argv.first.map(helpWords.contains) == true ? "help" : "fuzz")
if argv.first == command || (command == "help" && argv.first.map(helpWords.contains) == true) { argv.removeFirst() }
if command == "help" {
    guard argv.count <= 1 else { fail("help takes at most one COMMAND, got '\(argv.joined(separator: " "))'") }
    guard let topic = argv.first else { print(usage); exit(0) }
    guard let text = helps[topic] else { fail("help: unknown command '\(topic)'; commands: \(helps.keys.sorted().joined(separator: ", "))") }
    print(text)
    exit(0)
}
if argv.contains(where: helpWords.contains) {
    guard let text = helps[command] else { fail("unknown command '\(command)'") }
    print(text)
    exit(0)
}

do {
    switch command {
    case "fuzz":
        let a = try Arguments(argv, valued: ["layout", "property", "seed", "cases", "time", "shard", "corpus", "timeout", "memory-limit"],
                              flags: ["json", "isolate", "no-isolate", "no-corpus"])
        exit(try FuzzCommand(a).run())
    case "check":
        let a = try Arguments(argv, valued: ["layout", "replay", "seed", "cases", "corpus", "build-dir"], flags: ["json"])
        exit(try CheckCommand.run(a, environment: ProcessInfo.processInfo.environment))
    case "worker":
        // Hidden: the child an isolated campaign or replay starts; it serves cases over descriptor 3.
        let a = try Arguments(argv, valued: ["layout", "property"], flags: [])
        try expectPositional(a, 0, "worker")
        guard let name = a.options["layout"] else { WorkerService.serve(runner: FuzzTarget.replayRunner) }
        guard let target = FuzzTarget.named(name) else { throw Arguments.UsageError(description: "worker: unknown layout '\(name)'") }
        let restricted = target.restricted(to: a.options["property"])
        WorkerService.serve(runner: restricted.runner, generator: restricted.generator)
    case "replay":
        let a = try Arguments(argv, valued: [], flags: [])
        try expectPositional(a, 1, "replay expects one FILE or DIR")
        exit(ReplayCommand.run(path: a.positional[0]))
    case "shrink":
        let a = try Arguments(argv, valued: [], flags: [])
        try expectPositional(a, 1, "shrink expects one FILE")
        exit(try ShowCommand.shrink(path: a.positional[0]))
    case "show":
        let a = try Arguments(argv, valued: ["svg", "html"], flags: [])
        try expectPositional(a, 1, "show expects one FILE")
        exit(try ShowCommand.run(path: a.positional[0], svg: a.options["svg"], html: a.options["html"]))
    case "list":
        let a = try Arguments(argv, valued: [], flags: [])
        try expectPositional(a, 0, "list")
        ListCommand.run()
    case "stats":
        let a = try Arguments(argv, valued: ["seed", "cases"], flags: [])
        try expectPositional(a, 0, "stats")
        let cases = try a.int("cases", default: 1000)
        guard cases > 0 else { throw Arguments.UsageError(description: "--cases expects at least 1, got 0") }
        print(GeneratorStatistics.collect(Generator(), cases: cases, seed: try a.seed(default: 1)).report)
    default:
        fail("unknown command '\(command)'")
    }
} catch let error as Arguments.UsageError {
    fail(error.description)
} catch {
    FileHandle.standardError.write(Data("plumb: \(error)\n".utf8))
    exit(1)
}
