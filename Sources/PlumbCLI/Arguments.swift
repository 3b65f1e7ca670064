import Foundation
import Plumb

/// A command line parsed by hand (Plumb has no dependencies): options `--name value` or
/// `--flag`, and positional arguments. Unknown options are errors.
struct Arguments {
    var options: [String: String] = [:]
    var flags: Set<String> = []
    var positional: [String] = []

    /// A usage error: what was wrong; the caller prints it with the usage and exits 2.
    struct UsageError: Error, CustomStringConvertible {
        let description: String
    }

    /// Parses `arguments` accepting `valued` options (which take a value) and `flags`.
    init(_ arguments: [String], valued: Set<String>, flags allowed: Set<String>) throws {
        var i = 0
        while i < arguments.count {
            let a = arguments[i]
            if a.hasPrefix("-") && !a.hasPrefix("--") && Double(a) == nil {
                throw UsageError(description: "unknown option \(a); options are spelled --name")
            }
            if a.hasPrefix("--") {
                let name = String(a.dropFirst(2))
                if valued.contains(name) {
                    guard i + 1 < arguments.count, !arguments[i + 1].hasPrefix("--") else {
                        throw UsageError(description: "--\(name) expects a value")
                    }
                    guard options[name] == nil else { throw UsageError(description: "--\(name) is given twice") }
                    options[name] = arguments[i + 1]
                    i += 2
                    continue
                }
                guard allowed.contains(name) else {
                    let known = (valued.map { "--\($0) VALUE" } + allowed.map { "--\($0)" }).sorted().joined(separator: ", ")
                    throw UsageError(description: "unknown option \(a); expected one of: \(known.isEmpty ? "none" : known)")
                }
                flags.insert(name)
            } else {
                positional.append(a)
            }
            i += 1
        }
    }

    func int(_ name: String, default value: Int) throws -> Int {
        guard let text = options[name] else { return value }
        guard let v = Int(text), (0...FuzzSettings.maximumCases).contains(v) else {
            throw UsageError(description: "--\(name) expects a whole number from 0 to \(FuzzSettings.maximumCases), got '\(text)'")
        }
        return v
    }

    func seed(default value: UInt64) throws -> UInt64 {
        guard let text = options["seed"] else { return value }
        guard let v = UInt64(text) else { throw UsageError(description: "--seed expects a whole number, got '\(text)'") }
        return v
    }

    func double(_ name: String) throws -> Double? {
        guard let text = options[name] else { return nil }
        guard let v = Double(text), v > 0, v.isFinite else {
            throw UsageError(description: "--\(name) expects a positive number, got '\(text)'")
        }
        return v
    }

    /// `--shard i/n` as (i, n) with 0 ≤ i < n.
    func shard() throws -> (index: Int, count: Int) {
        guard let text = options["shard"] else { return (0, 1) }
        let parts = text.split(separator: "/")
        guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]), n > 0, i >= 0, i < n else {
            throw UsageError(description: "--shard expects i/n with 0 ≤ i < n, got '\(text)'")
        }
        return (i, n)
    }
}
