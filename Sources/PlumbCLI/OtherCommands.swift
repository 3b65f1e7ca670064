import Foundation
@_spi(Engine) import Plumb
@_spi(Engine) import PlumbUI
import PlumbExamples

/// `plumb replay FILE|DIR`.
enum ReplayCommand {
    static func run(path: String) -> Int32 {
        let url = URL(fileURLWithPath: path)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            FileHandle.standardError.write(Data("plumb: no file or folder at \(path)\n".utf8))
            return 2
        }
        let entries = isDirectory.boolValue ? Corpus(root: url).entries() : [(url, Corpus.read(url))]
        // Replaying nothing checks nothing: that is not a pass.
        guard !entries.isEmpty else {
            FileHandle.standardError.write(Data("plumb: no corpus entries (.json files) under \(path): nothing replayed\n".utf8))
            return 1
        }
        // Every entry runs in a `plumb worker` child, so a crash or hang entry replays too.
        var outcomes = CorpusEntry.replay(entries.compactMap { try? $0.entry.get() }, registry: ExampleLayouts.registry,
                                          waivers: ExampleLayouts.waivers,
                                          isolation: .process(launch: FuzzTarget.workerLaunch(target: nil, property: nil))).makeIterator()
        var problems = 0
        var failingSignatures: Set<String> = []
        for (file, read) in entries {
            switch read {
            case .failure(let error):
                print("✘ \(error)"); problems += 1
            case .success(let entry):
                let outcome = outcomes.next()!
                if !outcome.isExpected { problems += 1 }
                if outcome == .stillFails || outcome == .brokenAgain { failingSignatures.insert(entry.signature ?? file.path) }
                switch outcome {
                case .stillFails: print("✔ \(file.path): still fails \(entry.property), as expected")
                case .holds: print("✔ \(file.path): \(entry.property) holds")
                case .unexpectedlyPasses: print("✘ \(file.path): expected to fail \(entry.property), but passes")
                case .brokenAgain: print("✘ \(file.path): \(entry.property) is broken: \(entry.message)")
                case .cannotRun(let why): print("✘ \(file.path): cannot run: \(why)")
                case .stillWarns: print("⚠︎ \(file.path): still shows \(entry.property), a warning: not the layout's fault")
                }
            }
        }
        print("\(entries.count - problems) as expected, \(problems) not; the entries that fail show \(failingSignatures.count) "
              + "distinct bugs (crash and hang files with one signature count once)")
        return problems == 0 ? 0 : 1
    }
}

/// `plumb show` and `plumb shrink`.
enum ShowCommand {
    static func load(_ path: String) throws -> CorpusEntry {
        switch Corpus.read(URL(fileURLWithPath: path)) {
        case .success(let entry):
            // An entry of a layout only the user's own tests link (a LayoutChecker's) cannot run here.
            if let problem = entry.validate(against: ExampleLayouts.registry) { throw EntryError(description: "\(path): \(problem)") }
            return entry
        case .failure(let error): throw error
        }
    }

    /// An entry plumb cannot run, with why and how to run it instead.
    struct EntryError: Error, CustomStringConvertible { let description: String }

    static func run(path: String, svg: String?, html: String?) throws -> Int32 {
        let entry = try load(path)
        guard !ChildFailure.isChildFailure(entry.property) else {
            // Laying it out here would trap or loop again.
            print(entry.message + "\n\n" + entry.case.swiftSource(ExampleLayouts.registry) + "\n\n" + ChildFailure.notDrawn(entry.property))
            return 0
        }
        let runner = CaseRunner(registry: ExampleLayouts.registry, checker: PropertyChecker(waivers: ExampleLayouts.waivers))
        // A proposal relative to the tree's own sizes resolves to numbers first.
        let concrete = try entry.case.materialized(host: runner.host, registry: ExampleLayouts.registry)
        guard case let .size(w, h) = concrete.proposal else { throw EntryError(description: "\(path): its proposal did not resolve to a size") }
        let proposal = ProposedViewSize(width: w.map { CGFloat($0) }, height: h.map { CGFloat($0) })
        let snapshot = runner.host.layout(try entry.case.view(ExampleLayouts.registry), proposal: proposal, at: .zero)
        let offending = try runner.run(entry.case).result.violations.first { $0.property == entry.property }
        let code = entry.case.swiftSource(ExampleLayouts.registry)
        print(entry.message + "\n\n" + code + "\n\n" + AsciiDrawing.draw(snapshot, highlight: offending?.path))
        if let svg {
            try VisualReport.svg(snapshot, highlight: offending?.path, proposal: proposal, title: entry.message, code: code)
                .write(toFile: svg, atomically: true, encoding: .utf8)
            print("wrote \(svg)")
        }
        if let html {
            try VisualReport.html(snapshot, highlight: offending?.path, proposal: proposal, code: code, message: entry.message)
                .write(toFile: html, atomically: true, encoding: .utf8)
            print("wrote \(html)")
        }
        return 0
    }

    static func shrink(path: String) throws -> Int32 {
        let entry = try load(path)
        guard let name = entry.target, let target = FuzzTarget.named(name), let choices = entry.choices else {
            let how = entry.replay.map { "; re-find it where it was found: \($0)" } ?? ""
            FileHandle.standardError.write(Data("plumb: \(path) does not record a plumb fuzz campaign and the choices that made it (only entries saved by `plumb fuzz` do)\(how)\n".utf8))
            return 1
        }
        // Through a `plumb worker` child: the case may trap or hang.
        guard let executor = try Isolation.process(launch: FuzzTarget.workerLaunch(target: name, property: nil))
            .executor(fingerprint: name, serving: target.runner) else { return 1 }
        defer { executor.finish() }
        let first = target.generator.makeCase(Choices(replaying: choices))
        // Choices replay through today's generator: if it changed since the entry was saved,
        // they make another case, and "no longer fails" would be a false all-clear.
        guard try first.materialized(host: target.runner.host, registry: target.runner.registry) == entry.case else {
            print("\(path): its recorded choices no longer make its case with this plumb's generator for \(name) (the generator "
                  + "changed since the entry was saved), so it cannot be shrunk again; its case still replays with `plumb replay \(path)`")
            return 1
        }
        guard let violation = try executor.violations(first, runner: target.runner).first(where: { $0.property == entry.property }) else {
            print("\(path): the case no longer fails \(entry.property)")
            return 1
        }
        let shrinker = Shrinker(generator: target.generator) { try executor.violations($0, runner: target.runner) }
        let result: Shrinker.Result
        switch shrinker.outcome(shrinking: choices, keeping: .init(violation)) {
        case .shrunk(let shrunk): result = shrunk
        case .didNotRecur:
            print("\(path): run again, the case did not fail \(entry.property) the same way (the layout may depend on state outside its inputs)")
            return 1
        case .couldNotRun(let error):
            print("\(path): the case could not be run again: \(error)")
            return 1
        }
        if let error = result.candidateError { print("warning: a candidate could not be run (\(error)); the result may not be minimal") }
        print("shrunk in \(result.evaluations) evaluations\(result.stoppedEarly ? " (stopped by a cap: best so far)" : ""):\n")
        print(result.shrunk.swiftSource(target.runner.registry))
        return 0
    }
}

/// `plumb list`.
enum ListCommand {
    static func run() {
        print("properties:")
        for p in PropertyCatalog.all { print("  \(p.id.padding(toLength: 30, withPad: " ", startingAt: 0)) \(p.statement)") }
        print("  \(MetamorphicProperties.scaleInvariance.id.padding(toLength: 30, withPad: " ", startingAt: 0)) \(MetamorphicProperties.scaleInvariance.statement)")
        print("  \(MetamorphicProperties.transposeSymmetry.id.padding(toLength: 30, withPad: " ", startingAt: 0)) \(MetamorphicProperties.transposeSymmetry.statement)")
        print("\nlayouts (the default campaign):")
        for t in FuzzTarget.all { print("  \(t.name)") }
        print("\ndeliberately broken examples (fuzz them with --layout):")
        for (layout, property) in ExampleLayouts.broken + ExampleLayouts.crashing {
            print("  \(layout.padding(toLength: 36, withPad: " ", startingAt: 0)) breaks \(property)")
        }
    }
}
