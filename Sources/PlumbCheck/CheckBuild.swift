import Foundation

/// The build half of `plumb check`: copies of the user's files with the code generated for
/// their layouts, built until they compile. Each failed build leaves out the top-level
/// declarations the compiler's errors point into (a demo view using `List`, an `import UIKit`),
/// never a layout: a layout whose own declaration fails is reported as not compiled instead.
/// What was left out is recorded with the inputs' hash, so a second check of the same files
/// starts from the build that worked.
struct CheckBuild {
    let files: [SourceFile]
    /// The files copied (the others are tests of something else).
    let relevant: [Int]
    let finder: LayoutFinder
    let options: FileCheck.Options
    let package: ScratchPackage

    /// What the builds so far decided; saved beside the package.
    struct State: Codable, Equatable {
        var inputs = ""
        /// Top-level items left out: "file/item".
        var removed: Set<String> = []
        /// Why each was left out (the compiler's first error there).
        var removedBecause: [String: String] = [:]
        /// Layouts (by index) whose declaration does not compile, with the compiler's errors.
        var notCompiled: [Int: [String]] = [:]
        /// Layouts whose generated maker did not compile, with the error.
        var makerFailed: [Int: String] = [:]
        /// Value keys whose generated values did not compile.
        var keysDropped: Set<Int> = []
        /// Files one of whose imports named a module that does not exist here (`MySwiftUI`,
        /// `UIKit`): their copies import SwiftUI in its place, so the rest still compiles.
        var importsReplaced: Set<Int> = []
    }

    var state = State()
    static let maximumBuilds = 16

    init(files: [SourceFile], relevant: [Int], finder: LayoutFinder, options: FileCheck.Options) {
        self.files = files; self.relevant = relevant; self.finder = finder; self.options = options
        package = ScratchPackage(directory: options.buildDirectory, plumbRoot: options.plumbRoot)
    }

    var stateURL: URL { options.buildDirectory.appendingPathComponent("plumb-check-state.json") }

    /// Everything the build's decisions depend on: the files and PlumbUI's sources.
    var inputsHash: String {
        var text = options.plumbRoot.path + "\n"
        for file in files { text += file.path + "\n" + file.text + "\n" }
        let ui = options.plumbRoot.appendingPathComponent("Sources/PlumbUI")
        if let walker = FileManager.default.enumerator(at: ui, includingPropertiesForKeys: [.contentModificationDateKey, .fileSizeKey]) {
            var stamps: [String] = []
            for case let url as URL in walker {
                let values = try? url.resourceValues(forKeys: [.contentModificationDateKey, .fileSizeKey])
                stamps.append("\(url.path) \(values?.fileSize ?? 0) \(values?.contentModificationDate?.timeIntervalSince1970 ?? 0)")
            }
            text += stamps.sorted().joined(separator: "\n")
        }
        return ScratchPackage.stableHash(text)
    }

    /// Builds until the copies compile. Returns the reports of layouts that cannot be checked
    /// (not compiled, not buildable) and the layouts that can.
    mutating func compile() throws -> (unchecked: [LayoutFileReport], checkable: [LayoutDeclaration]) {
        let inputs = inputsHash
        if let data = try? Data(contentsOf: stateURL), let saved = try? JSONDecoder().decode(State.self, from: data), saved.inputs == inputs {
            state = saved
        } else {
            state = State(inputs: inputs)
            // `#Preview` needs a compiler plugin PlumbUI does not ship: left out from the start.
            for f in relevant { for (i, item) in files[f].items.enumerated() where item.keyword == "#Preview" { state.removed.insert("\(f)/\(i)") } }
        }
        var plans: [Int: Result<LayoutConstruction.Plan, CannotBuild>] = [:]
        for (id, layout) in finder.layouts.enumerated() { plans[id] = LayoutConstruction.plan(for: layout, enums: finder.enums, id: id) }

        let firstBuild = !FileManager.default.fileExists(atPath: options.buildDirectory.appendingPathComponent(".build").path)
        for attempt in 1...Self.maximumBuilds {
            let copies = writeCopies(plans: plans)
            try package.write(files: copies.contents)
            let count = checkable(plans).count
            options.log(attempt > 1 ? "building again, leaving out what does not compile against PlumbUI…"
                        : "building \(count) layout\(count == 1 ? "" : "s") against PlumbUI" + (firstBuild ? " (a first build compiles Plumb too: a minute or two)…" : "…"))
            let (status, output) = try buildPackage()
            if status == 0 { break }
            let diagnostics = BuildDiagnostics(output: output)
            guard !diagnostics.errors.isEmpty, resolve(diagnostics, copies: copies) else {
                throw FileCheck.InputError("the files could not be built against PlumbUI, and the errors name nothing plumb check can leave out:\n"
                                           + output.split(separator: "\n").suffix(30).joined(separator: "\n"))
            }
            if attempt == Self.maximumBuilds {
                throw FileCheck.InputError("the files still do not compile against PlumbUI after \(attempt) builds; the last errors:\n"
                                           + diagnostics.errors.prefix(10).map { "\($0.file):\($0.line): \($0.message)" }.joined(separator: "\n"))
            }
        }
        try Data(JSONEncoder().encode(state)).write(to: stateURL, options: .atomic)

        var unchecked: [LayoutFileReport] = []
        for (id, layout) in finder.layouts.enumerated() {
            var report = LayoutFileReport(name: layout.name, file: layout.file, line: layout.line)
            if let errors = state.notCompiled[id] {
                let missing = BuildDiagnostics.missingNames(in: errors + Array(state.removedBecause.values))
                report.errors = ["does not compile against PlumbUI:\n" + errors.prefix(3).joined(separator: "\n")
                                 + (missing.isEmpty ? "" : "\nnot in PlumbUI: " + missing.joined(separator: ", "))]
            } else if case .failure(let cannot)? = plans[id] {
                report.errors = ["cannot be built: \(cannot.reason); \(cannot.advice)"]
            } else if let error = state.makerFailed[id] {
                report.errors = ["cannot be built: the call plumb check wrote does not compile (\(error)); give it an init() or check it from a test with expectLayoutHolds"]
            } else {
                continue
            }
            unchecked.append(report)
        }
        return (unchecked, checkable(plans))
    }

    func checkable(_ plans: [Int: Result<LayoutConstruction.Plan, CannotBuild>]) -> [LayoutDeclaration] {
        finder.layouts.enumerated().filter { id, _ in isCheckable(id, plans) }.map(\.element)
    }

    func isCheckable(_ id: Int, _ plans: [Int: Result<LayoutConstruction.Plan, CannotBuild>]) -> Bool {
        guard state.notCompiled[id] == nil, state.makerFailed[id] == nil, case .success? = plans[id] else { return false }
        return true
    }

    /// The copies' contents by file name, and where the generated code of each layout and
    /// value key starts and ends in them.
    struct Copies {
        var contents: [String: String] = [:]
        /// Copy file name → (file index, lines of the original text).
        var origin: [String: (file: Int, lines: Int)] = [:]
        /// (copy name, line range) → layout id or key id.
        var makerLines: [(name: String, lines: ClosedRange<Int>, layout: Int)] = []
        var keyLines: [(name: String, lines: ClosedRange<Int>, key: Int)] = []
    }

    func writeCopies(plans: [Int: Result<LayoutConstruction.Plan, CannotBuild>]) -> Copies {
        var copies = Copies()
        var entries: [String] = [], keys: [String] = []
        for f in relevant {
            let file = files[f]
            var bytes = Array(file.text.utf8)
            for (i, item) in file.items.enumerated() where state.removed.contains("\(f)/\(i)") {
                // Blanked, lines kept: the compiler's line numbers stay the user's.
                for k in item.range where bytes[k] != UInt8(ascii: "\n") { bytes[k] = UInt8(ascii: " ") }
            }
            var text = String(decoding: bytes, as: UTF8.self)
            let name = String(format: "%03d_", f) + (file.path as NSString).lastPathComponent
            let originalLines = text.split(separator: "\n", omittingEmptySubsequences: false).count
            copies.origin[name] = (f, originalLines)
            if state.importsReplaced.contains(f) { text += "\n\n// plumb check: in place of an import of a module PlumbUI cannot provide.\nimport SwiftUI" }
            text += "\n\n// Generated by plumb check: how each layout of this file is built.\n"
            func append(_ code: String) -> ClosedRange<Int> {
                let first = text.split(separator: "\n", omittingEmptySubsequences: false).count
                text += code + "\n"
                return first...(first + code.split(separator: "\n", omittingEmptySubsequences: false).count)
            }
            for (id, layout) in finder.layouts.enumerated() where layout.fileIndex == f && isCheckable(id, plans) {
                guard case .success(let plan)? = plans[id] else { continue }
                let code = plan.declarations + "\n" + "func plumbCheckMaker\(id)() -> (\(LayoutConstruction.drawType)) -> (any Layout, String) { \(plan.maker) }"
                copies.makerLines.append((name, append(code), id))
                let keys = finder.valueKeys.enumerated().filter { k, key in
                    !state.keysDropped.contains(k) && file.text.contains(key.path.last!)
                }.map(\.element)
                let keyNames = keys.map(\.name)
                // A key whose values plumb check cannot write is varied on no case: say so.
                let fixed = keys.filter { key in
                    (key.valueType ?? LayoutConstruction.inferredType(key.defaultValue)).flatMap { ValueKeyValues.others(type: $0, enums: finder.enums) } == nil
                }
                let notes = ["built as \(plan.summary)"] + fixed.map {
                    "\($0.name) kept at its default (plumb check cannot write values of type \($0.valueType ?? "inferred from \($0.defaultValue ?? "?")"); check it from a test with LayoutChecker.valueKeys)"
                }
                entries.append("    .init(name: \(ScratchPackage.quoted(layout.name)), file: \(ScratchPackage.quoted(layout.file)), line: \(layout.line), "
                               + "valueKeys: [\(keyNames.map(ScratchPackage.quoted).joined(separator: ", "))], "
                               + "notes: [\(notes.map(ScratchPackage.quoted).joined(separator: ", "))], make: plumbCheckMaker\(id)()),")
            }
            for (k, key) in finder.valueKeys.enumerated() where key.fileIndex == f && !state.keysDropped.contains(k) {
                copies.keyLines.append((name, append(ValueKeyValues.code(for: key, enums: finder.enums, id: k)), k))
                keys.append("    .init(key: plumbCheckKey\(k)().key, name: \(ScratchPackage.quoted(key.name)), values: plumbCheckKey\(k)().values),")
            }
            copies.contents[name] = text
        }
        copies.contents["main.swift"] = """
            // Generated by plumb check: the layouts found, and the value keys their cases vary.
            import PlumbCheck

            PlumbCheck.LayoutFileRunner.main(layouts: [
            \(entries.joined(separator: "\n"))
            ], valueKeys: [
            \(keys.joined(separator: "\n"))
            ])

            """
        return copies
    }

    /// Builds the package; its exit status and output.
    func buildPackage() throws -> (Int32, String) {
        guard let swift = Subprocess.which("swift") else { throw FileCheck.InputError("plumb check needs the swift toolchain on PATH to build the files") }
        let log = options.buildDirectory.appendingPathComponent("build.log")
        let status = try Subprocess.run(swift, ["build", "--package-path", options.buildDirectory.path], output: log)
        return (status, (try? String(contentsOf: log, encoding: .utf8)) ?? "")
    }

    /// Records what the errors say: items to leave out, layouts that do not compile, makers and
    /// keys that do not. False when nothing new was decided (the build would fail again).
    mutating func resolve(_ diagnostics: BuildDiagnostics, copies: Copies) -> Bool {
        let before = state
        for error in diagnostics.errors {
            let name = (error.file as NSString).lastPathComponent
            guard let (f, originalLines) = copies.origin[name] else { continue }
            if error.line > originalLines {
                if let maker = copies.makerLines.first(where: { $0.name == name && $0.lines.contains(error.line) }) {
                    state.makerFailed[maker.layout] = state.makerFailed[maker.layout] ?? error.message
                } else if let key = copies.keyLines.first(where: { $0.name == name && $0.lines.contains(error.line) }) {
                    state.keysDropped.insert(key.key)
                }
                continue
            }
            let file = files[f]
            guard let i = file.items.firstIndex(where: { $0.startLine <= error.line && error.line <= $0.endLine }) else { continue }
            let item = file.items[i]
            let located = "\(file.path):\(error.line): error: \(error.message)"
            let owners = finder.layouts.enumerated().filter { _, layout in
                layout.fileIndex == f && Self.rootName(of: item) == layout.path.first
                    || (item.keyword == "extension" && Self.rootName(of: item) == layout.path.first)
            }.map(\.offset)
            if owners.isEmpty {
                let key = "\(f)/\(i)"
                if state.removed.insert(key).inserted { state.removedBecause[key] = located }
                if item.keyword == "import" && error.message.hasPrefix("no such module") { state.importsReplaced.insert(f) }
            } else {
                for id in owners where (state.notCompiled[id]?.count ?? 0) < 5 && state.notCompiled[id]?.contains(located) != true {
                    state.notCompiled[id, default: []].append(located)
                }
            }
        }
        // A layout that does not compile is left out whole (its declaration and extensions),
        // so the rest can still be checked.
        for id in state.notCompiled.keys {
            let root = finder.layouts[id].path.first
            for f in relevant {
                for (i, item) in files[f].items.enumerated() where Self.rootName(of: item) == root { state.removed.insert("\(f)/\(i)") }
            }
        }
        return state != before
    }

    /// The first component of a type's or an extension's name.
    static func rootName(of item: SourceItem) -> String? {
        guard item.declaresType || item.keyword == "extension" else { return nil }
        return item.name.split(separator: ".").first.map(String.init)
    }
}
