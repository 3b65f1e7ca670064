import Foundation
import PlumbCheck

/// `plumb check PATH…`: every `Layout` in the files, compiled unchanged against PlumbUI and
/// checked isolated; one report per layout, errors first, warnings one line each.
enum CheckCommand {
    static let help = """
        plumb check PATH... [--layout NAME] [--replay SEED:CASE] [--seed N] [--cases N] [--json]
                            [--corpus DIR] [--build-dir DIR]
          Checks every type conforming to Layout in the Swift files or folders named, as they are:
          `import SwiftUI` resolves to PlumbUI, and what PlumbUI cannot compile (previews, demo views
          using List or Label, UIKit) is left out of a copy; the files themselves are never written.
          --layout NAME       only this layout (its name as declared, Outer.Inner for a nested one)
          --replay SEED:CASE  only that case (what a report's replay line gives)
          --seed N            campaign seed (default 1)
          --cases N           cases per layout (default 500)
          --json              print {"layouts": [...]} instead of text
          --corpus DIR        save each shrunk failure there as JSON (default: nothing is saved)
          --build-dir DIR     where the scratch package is built (default: a folder per set of paths
                              under $XDG_CACHE_HOME/plumb/check or ~/.cache/plumb/check; reused by later checks)
        Exit status: 0 when every layout holds; 1 when any fails; 2 on bad input (a missing path, no
        layout, a layout that does not compile against PlumbUI or cannot be built).
        """

    /// Where Plumb's checkout is: `PLUMB_SOURCE`, or the one this program was built from.
    static func plumbRoot(environment: [String: String]) throws -> URL {
        let root = environment["PLUMB_SOURCE"].map { URL(fileURLWithPath: $0) }
            ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let manifest = root.appendingPathComponent("Package.swift")
        guard let text = try? String(contentsOf: manifest, encoding: .utf8), text.contains("name: \"Plumb\"") else {
            throw FileCheck.InputError("plumb check builds your files against Plumb's source, which is not at \(root.path); "
                                       + "set PLUMB_SOURCE to a checkout of Plumb")
        }
        return root.standardizedFileURL
    }

    static func run(_ a: Arguments, environment: [String: String]) throws -> Int32 {
        guard !a.positional.isEmpty else { throw Arguments.UsageError(description: "check expects at least one PATH (a Swift file or a folder)") }
        let root: URL
        do { root = try plumbRoot(environment: environment) } catch { return inputError(error) }
        let absolute = a.positional.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        let cache = environment["XDG_CACHE_HOME"].map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache")
        let buildDirectory = a.options["build-dir"].map { URL(fileURLWithPath: $0).standardizedFileURL }
            ?? cache.appendingPathComponent("plumb/check/" + ScratchPackage.stableHash(([root.path] + absolute).joined(separator: "\n")))
        for path in absolute where buildDirectory.path.hasPrefix(path + "/") || buildDirectory.path == path {
            throw Arguments.UsageError(description: "--build-dir is inside \(path), which plumb check only reads")
        }
        var options = FileCheck.Options(paths: a.positional, buildDirectory: buildDirectory, plumbRoot: root)
        options.seed = try a.seed(default: 1)
        options.cases = try a.int("cases", default: 500)
        guard options.cases > 0 else { throw Arguments.UsageError(description: "--cases expects at least 1, got 0") }
        options.layout = a.options["layout"]
        if let replay = a.options["replay"] {
            let parts = replay.split(separator: ":")
            guard parts.count == 2, UInt64(parts[0]) != nil, Int(parts[1]) != nil else {
                throw Arguments.UsageError(description: "--replay expects SEED:CASE (two whole numbers), got '\(replay)'")
            }
            guard options.layout != nil else { throw Arguments.UsageError(description: "--replay needs --layout NAME: a case belongs to one layout") }
            options.replay = replay
        }
        options.corpus = a.options["corpus"]
        let json = a.flags.contains("json")
        options.log = { FileHandle.standardError.write(Data("plumb check: \($0)\n".utf8)) }
        let reports: [LayoutFileReport]
        do {
            try FileManager.default.createDirectory(at: buildDirectory, withIntermediateDirectories: true)
            reports = try FileCheck(options).run()
        } catch {
            return inputError(error)
        }
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            let data = try encoder.encode(["layouts": reports])
            print(String(decoding: data, as: UTF8.self))
        } else {
            print(CheckReportText.render(reports, seed: options.seed))
        }
        return CheckReportText.status(reports)
    }

    static func inputError(_ error: Error) -> Int32 {
        FileHandle.standardError.write(Data("plumb check: \(error)\n".utf8))
        return 2
    }
}

/// The text `plumb check` prints: failing layouts first with their full reports, then those
/// not checked with why, then those that hold; warnings one line each.
enum CheckReportText {
    static func render(_ reports: [LayoutFileReport], seed: UInt64) -> String {
        let failing = reports.filter { !$0.failures.isEmpty }
        let unchecked = reports.filter { $0.failures.isEmpty && !$0.errors.isEmpty }
        let holding = reports.filter(\.holds)
        var blocks: [String] = []
        for r in failing {
            var lines = ["✘ \(r.name) (\(r.file):\(r.line)): \(r.failures.count) failure\(r.failures.count == 1 ? "" : "s") in \(r.cases) cases"]
            lines += r.failures.map { "\n" + $0.report }
            lines += r.errors.map { "error: " + $0 }
            lines += warningLines(r)
            blocks.append(lines.joined(separator: "\n"))
        }
        for r in unchecked {
            blocks.append((["– \(r.name) (\(r.file):\(r.line)): NOT CHECKED"] + r.errors.map { "  " + $0.replacingOccurrences(of: "\n", with: "\n  ") }
                           + warningLines(r)).joined(separator: "\n"))
        }
        for r in holding {
            blocks.append((["✔ \(r.name) (\(r.file):\(r.line)): holds in \(r.cases) cases (\(r.notes.joined(separator: "; ")))"] + warningLines(r))
                .joined(separator: "\n"))
        }
        let summary = "\(reports.count) layout\(reports.count == 1 ? "" : "s"): \(failing.count) failing, \(unchecked.count) not checked, "
            + "\(holding.count) holding (seed \(seed))"
        return (blocks + [summary]).joined(separator: "\n\n")
    }

    static func warningLines(_ r: LayoutFileReport) -> [String] {
        r.warnings.map { w in
            "  ⚠︎ \(w.property): " + (w.blame ?? w.message).replacingOccurrences(of: "\n", with: " ") + " (not the layout's fault; replay: \(w.replay))"
        }
    }

    static func status(_ reports: [LayoutFileReport]) -> Int32 {
        if reports.contains(where: { !$0.failures.isEmpty }) { return 1 }
        if reports.contains(where: { !$0.errors.isEmpty || $0.cases == 0 }) { return 2 }
        return 0
    }
}
