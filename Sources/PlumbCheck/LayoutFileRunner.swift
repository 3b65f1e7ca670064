import Foundation
import Plumb
import PlumbUI

/// The program `plumb check` builds beside the user's files: its generated `main.swift` hands
/// every layout it found, with the maker generated for it, to `main`, which checks each
/// (isolated, so a trap or a hang is a reported failure) and writes a `LayoutFileReport` per
/// layout as JSON.
///
/// An isolated check's child is this same program re-run with the same arguments: it passes
/// the checks before the one it serves without running them, serves, and exits; it never
/// writes the output.
public enum LayoutFileRunner {
    /// The drawing closures a generated maker draws its parameters through (see
    /// `LayoutConstruction.drawType`).
    public typealias Draw = (number: (Double, Double) -> Double, integer: (Int, Int) -> Int, pick: (Int) -> Int, literal: (Any) -> String)

    /// A layout as the generated code gives it.
    public struct Entry {
        public let name: String
        public let file: String
        public let line: Int
        /// Builds the layout from drawn parameters, with the Swift source that builds it.
        public let make: (Draw) -> (any Layout, String)
        /// The value keys (by name) the layout's file mentions: the ones its cases vary.
        public let valueKeys: [String]
        public let notes: [String]

        public init(name: String, file: String, line: Int, valueKeys: [String] = [], notes: [String] = [],
                    make: @escaping (Draw) -> (any Layout, String)) {
            self.name = name; self.file = file; self.line = line; self.valueKeys = valueKeys; self.notes = notes; self.make = make
        }
    }

    /// A `LayoutValueKey` found in the files, with the values its cases take (the first is the
    /// default, towards which shrinking goes).
    public struct Key {
        public let key: any LayoutValueKey.Type
        public let name: String
        public let values: [Any]
        public init(key: any LayoutValueKey.Type, name: String, values: [Any]) { self.key = key; self.name = name; self.values = values }
    }

    /// The runner's settings, from its command line (written by `plumb check`).
    struct Settings {
        var output: String?
        var seed: UInt64 = 1
        var cases = 500
        var only: String?
        var replayPrefix = "plumb check"
        var corpus: String?

        init(_ arguments: [String]) throws {
            var i = 0
            func value() throws -> String {
                guard i + 1 < arguments.count else { throw RunnerError("\(arguments[i]) expects a value") }
                i += 1
                return arguments[i]
            }
            while i < arguments.count {
                switch arguments[i] {
                case "--output": output = try value()
                case "--seed": guard let v = UInt64(try value()) else { throw RunnerError("--seed expects a whole number") }; seed = v
                case "--cases": guard let v = Int(try value()), v > 0 else { throw RunnerError("--cases expects a positive number") }; cases = v
                case "--layout": only = try value()
                case "--replay-prefix": replayPrefix = try value()
                case "--corpus": corpus = try value()
                default: throw RunnerError("unknown argument \(arguments[i])")
                }
                i += 1
            }
        }
    }

    struct RunnerError: Error, CustomStringConvertible {
        let description: String
        init(_ d: String) { description = d }
    }

    /// Checks `layouts` as the command line says and writes their reports; exits 0 once
    /// written (the verdict is `plumb check`'s to give), 2 on a bad command line or output.
    public static func main(layouts: [Entry], valueKeys: [Key]) -> Never {
        do {
            let settings = try Settings(Array(CommandLine.arguments.dropFirst()))
            var reports: [LayoutFileReport] = [], servedAnother = false
            for entry in layouts where settings.only == nil || settings.only == entry.name {
                guard let report = check(entry, keys: valueKeys, settings: settings) else { servedAnother = true; continue }
                reports.append(report)
            }
            // A child that passed these checks on its way to the one it serves writes nothing.
            if servedAnother || WorkerService.isWorkerProcess { exit(0) }
            let data = try JSONEncoder().encode(reports)
            if let output = settings.output {
                try data.write(to: URL(fileURLWithPath: output), options: .atomic)
            } else {
                FileHandle.standardOutput.write(data)
            }
            exit(0)
        } catch {
            FileHandle.standardError.write(Data("plumb check runner: \(error)\n".utf8))
            exit(2)
        }
    }

    /// The drawing closures over `choices`.
    static func draw(_ choices: Choices) -> Draw {
        (number: { choices.double(in: $0...max($0, $1)) },
         integer: { choices.int(in: $0...max($0, $1)) },
         pick: { choices.index(below: $0) },
         literal: { LayoutSource.literal($0) })
    }

    /// The report of one layout, or nil in a child serving another check.
    static func check(_ entry: Entry, keys: [Key], settings: Settings) -> LayoutFileReport? {
        var checker = LayoutChecker(seed: settings.seed, cases: settings.cases, isolation: .process)
        let prefix = settings.replayPrefix, name = entry.name
        checker.replayCommand = { seed, index in "\(prefix) --layout \(name) --replay \(seed):\(index)" }
        checker.valueKeys = keys.filter { entry.valueKeys.contains($0.name) }.map(valueKey)
        if let corpus = settings.corpus { checker.corpus = Corpus(root: URL(fileURLWithPath: corpus)) }
        let maker = UncheckedMaker(make: entry.make)
        let (prototype, _) = entry.make(draw(Choices(seed: 0)))
        let report = checkOpened(prototype, maker: maker, with: checker)
        if report.isWorkerStandIn { return nil }
        func finding(_ f: CheckFailure) -> LayoutFileReport.Finding {
            .init(property: f.property, message: f.message, swiftCode: f.swiftCode, replay: f.replay, report: f.report, blame: f.blame)
        }
        return LayoutFileReport(name: entry.name, file: entry.file, line: entry.line, cases: report.cases, seed: report.seed,
                                failures: report.failures.map(finding), warnings: report.warnings.map(finding),
                                errors: report.errors, notes: entry.notes)
    }

    /// Checks layouts of `prototype`'s own type (an existential opened here).
    static func checkOpened<L: Layout>(_ prototype: L, maker: UncheckedMaker, with checker: LayoutChecker) -> CheckReport {
        checker.check({ choices in maker.make(draw(choices)).0 as! L }, source: { choices in maker.make(draw(choices)).1 })
    }

    /// The generated maker, shared by the checks: it builds a new value on every call and
    /// holds no state, so it is safe to call from any thread.
    struct UncheckedMaker: @unchecked Sendable {
        let make: (Draw) -> (any Layout, String)
    }

    /// The checker's declaration of `key`: its listed values, printed as Swift literals.
    static func valueKey(_ key: Key) -> LayoutRegistry.ValueKey {
        func opened<K: LayoutValueKey>(_ type: K.Type) -> LayoutRegistry.ValueKey {
            let values = key.values.compactMap { $0 as? K.Value }
            let list = values.isEmpty ? [K.defaultValue] : values
            return .key(type, values: list, name: key.name, source: { LayoutSource.literal($0) })
        }
        return opened(key.key)
    }
}
