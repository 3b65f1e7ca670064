import Foundation
import Plumb

/// `plumb check PATH…`: finds every `Layout` in Swift files as users have them, compiles the
/// files unchanged against PlumbUI in a scratch package, and checks each layout isolated.
///
/// What does not compile against PlumbUI (a demo view using `List`, a `#Preview`, an
/// `import UIKit`) is left out of the copy, one top-level declaration at a time, guided by the
/// compiler's errors; a layout whose own declaration does not compile is reported with the
/// compiler's first errors and the SwiftUI API PlumbUI lacks. The user's files are read,
/// never written.
public struct FileCheck {
    /// What to check, and how.
    public struct Options {
        /// Files or folders, as the user gave them.
        public var paths: [String]
        public var seed: UInt64 = 1
        public var cases = 500
        /// Only this layout (its name as declared).
        public var layout: String?
        /// Only the case `seed:index` (a replay line's).
        public var replay: String?
        /// Where the scratch package goes (default: a folder per set of paths in the cache).
        public var buildDirectory: URL
        /// The Plumb checkout the files are compiled against.
        public var plumbRoot: URL
        /// Where failures are saved, if anywhere.
        public var corpus: String?
        /// Progress lines ("building…").
        public var log: (String) -> Void = { _ in }

        public init(paths: [String], buildDirectory: URL, plumbRoot: URL) {
            self.paths = paths; self.buildDirectory = buildDirectory; self.plumbRoot = plumbRoot
        }
    }

    /// Input `plumb check` cannot check (exit status 2): what was wrong, and where.
    public struct InputError: Error, CustomStringConvertible {
        public let description: String
        public init(_ description: String) { self.description = description }
    }

    let options: Options

    public init(_ options: Options) { self.options = options }

    /// The Swift files the paths name (folders searched recursively, build and package
    /// folders skipped), in a stable order.
    public static func swiftFiles(in paths: [String]) throws -> [(display: String, url: URL)] {
        let fm = FileManager.default
        var found: [(String, URL)] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: path, isDirectory: &isDirectory) else { throw InputError("\(path): no such file or folder") }
            let url = URL(fileURLWithPath: path).standardizedFileURL
            if !isDirectory.boolValue {
                guard path.hasSuffix(".swift") else { throw InputError("\(path): not a Swift file (a .swift file or a folder of them)") }
                found.append((path, url))
                continue
            }
            guard let walker = fm.enumerator(at: url, includingPropertiesForKeys: [.isDirectoryKey]) else {
                throw InputError("\(path): the folder cannot be read")
            }
            var inFolder: [(String, URL)] = []
            for case let file as URL in walker {
                let name = file.lastPathComponent
                if name.hasPrefix(".") || ["DerivedData", "Pods", "Carthage", "node_modules"].contains(name) {
                    walker.skipDescendants()
                    continue
                }
                guard name.hasSuffix(".swift"), name != "Package.swift" else { continue }
                let relative = String(file.standardizedFileURL.path.dropFirst(url.path.count)).drop { $0 == "/" }
                inFolder.append(((path as NSString).appendingPathComponent(String(relative)), file.standardizedFileURL))
            }
            guard !inFolder.isEmpty else { throw InputError("\(path): the folder holds no .swift file") }
            found += inFolder.sorted { $0.0 < $1.0 }
        }
        return found
    }

    /// Checks the files: one report per layout, those that could not be compiled or built
    /// included (with their errors).
    public func run() throws -> [LayoutFileReport] {
        let located = try Self.swiftFiles(in: options.paths)
        var files: [SourceFile] = []
        for (display, url) in located {
            let data: Data
            do { data = try Data(contentsOf: url) } catch { throw InputError("\(display): cannot be read (\(error.localizedDescription))") }
            guard let text = String(data: data, encoding: .utf8) else { throw InputError("\(display): is not UTF-8 text") }
            files.append(SourceFile(path: display, text: text))
        }
        let finder = LayoutFinder(files)
        guard !finder.layouts.isEmpty else {
            throw InputError("\(options.paths.joined(separator: " ")): no type conforming to Layout (in its declaration or an extension)")
        }
        if let only = options.layout, !finder.layouts.contains(where: { $0.name == only }) {
            throw InputError("--layout \(only): no such layout; found: \(finder.layouts.map(\.name).joined(separator: ", "))")
        }
        // Files that are tests of something else and declare no layout only cost builds.
        let relevant = files.indices.filter { i in
            finder.layouts.contains { $0.fileIndex == i } || !Self.importsTestingLibrary(files[i])
        }
        var build = CheckBuild(files: files, relevant: relevant, finder: finder, options: options)
        let built = try build.compile()
        var reports = built.unchecked
        if !built.checkable.isEmpty {
            reports += try runChecks(build.package).map { Self.naming(files, in: $0) }
        }
        let order = Dictionary(uniqueKeysWithValues: finder.layouts.enumerated().map { ($1.name, $0) })
        return reports.filter { options.layout == nil || $0.name == options.layout }
            .sorted { (order[$0.name] ?? 0) < (order[$1.name] ?? 0) }
    }

    /// `report` with the copies' file names (`CheckedLayouts/003_Row.swift`, in a crash's site)
    /// replaced by the user's paths.
    static func naming(_ files: [SourceFile], in report: LayoutFileReport) -> LayoutFileReport {
        func renamed(_ text: String) -> String {
            var text = text
            for (f, file) in files.enumerated() {
                let copy = String(format: "%03d_", f) + (file.path as NSString).lastPathComponent
                guard text.contains(copy) else { continue }
                text = text.replacingOccurrences(of: ScratchPackage.targetName + "/" + copy, with: file.path)
                    .replacingOccurrences(of: copy, with: file.path)
            }
            return text
        }
        func renamed(_ finding: LayoutFileReport.Finding) -> LayoutFileReport.Finding {
            var finding = finding
            finding.message = renamed(finding.message); finding.report = renamed(finding.report)
            finding.blame = finding.blame.map(renamed)
            return finding
        }
        var report = report
        report.failures = report.failures.map(renamed); report.warnings = report.warnings.map(renamed)
        report.errors = report.errors.map(renamed)
        return report
    }

    static func importsTestingLibrary(_ file: SourceFile) -> Bool {
        file.items.contains { $0.keyword == "import" && ($0.text.hasSuffix(" XCTest") || $0.text.hasSuffix(" Testing")) }
    }

    /// Runs the built runner and reads its reports.
    func runChecks(_ package: ScratchPackage) throws -> [LayoutFileReport] {
        let output = options.buildDirectory.appendingPathComponent("reports-\(ProcessInfo.processInfo.processIdentifier).json")
        defer { try? FileManager.default.removeItem(at: output) }  // a leftover report is harmless: the next run's differs
        var arguments = ["--output", output.path, "--seed", "\(options.seed)", "--cases", "\(options.cases)",
                         "--replay-prefix", (["plumb", "check"] + options.paths.map(LayoutChecker.shellWord)).joined(separator: " ")]
        if let only = options.layout { arguments += ["--layout", only] }
        if let corpus = options.corpus { arguments += ["--corpus", corpus] }
        var environment = ProcessInfo.processInfo.environment
        if let replay = options.replay { environment["PLUMB_REPLAY"] = replay }
        options.log("checking \(options.cases) cases per layout…")
        let status = try Subprocess.run(package.executable.path, arguments, environment: environment, output: nil)
        guard status == 0 else { throw InputError("the check runner stopped with status \(status) (its messages are above)") }
        let data = try Data(contentsOf: output)
        return try JSONDecoder().decode([LayoutFileReport].self, from: data)
    }

}

/// Runs a program and waits for it.
enum Subprocess {
    /// Runs `executable` with `arguments`; its standard output and error go to `output` (a
    /// file) when given, else to this process's. Returns its exit status.
    static func run(_ executable: String, _ arguments: [String], environment: [String: String]? = nil, output: URL?) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let environment { process.environment = environment }
        if let output {
            guard FileManager.default.createFile(atPath: output.path, contents: nil) else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: output.path])  // named, not left to the next call
            }
            let handle = try FileHandle(forWritingTo: output)
            process.standardOutput = handle
            process.standardError = handle
            defer { try? handle.close() }
            try process.run()
            process.waitUntilExit()
        } else {
            try process.run()
            process.waitUntilExit()
        }
        return process.terminationStatus
    }

    /// The full path of `name` on `PATH`.
    static func which(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for dir in path.split(separator: ":") {
            let candidate = "\(dir)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}
