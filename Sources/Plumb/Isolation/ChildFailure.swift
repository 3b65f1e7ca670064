import Foundation
@_spi(Engine) import PlumbProperties
@_spi(Engine) import PlumbUI

/// A case that took its isolated child down: a trap (property `crash`) or a run past the
/// timeout (property `hang`), with the message and the site read from the child's output.
public enum ChildFailure {
    /// The property a trapping case fails.
    public static let crash = "crash"
    /// The property a case that does not finish in time fails.
    public static let hang = "hang"
    /// The property a case fails when the child's memory grows past the limit.
    public static let memory = "memory"
    /// Not a property: Plumb's own checking or reporting code trapped (the layout was not
    /// where it stopped). Reported as an error of the run, never charged to the layout.
    public static let internalError = "plumb-internal-error"

    /// The statements of `crash` and `hang`, as reports print them.
    public static let statements = [
        crash: "A layout never traps: every call returns, for every proposal, subview count and call order.",
        hang: "Every layout call returns, within the per-case timeout.",
        memory: "A layout call holds a bounded amount of memory: the isolated child stays under its memory limit.",
    ]

    /// What stands for the drawing of a case that traps or hangs (laying it out again would).
    public static func notDrawn(_ property: String) -> String {
        "(not drawn: laying this case out \(property == hang ? "does not finish" : property == memory ? "exhausts memory" : "traps"))"
    }

    /// Whether `property` is `crash`, `hang` or `memory`.
    public static func isChildFailure(_ property: String) -> Bool { property == crash || property == hang || property == memory }

    /// What the child's death means, from how the parent saw it end. `call` is the layout call
    /// that was in progress when a hang or memory failure was stopped; `limit` says which limit
    /// a hang passed.
    enum Death {
        case crashed, hung(call: LayoutCallTracker.Frame?, limit: String?), exhaustedMemory(limit: UInt64, call: LayoutCallTracker.Frame?)
    }

    /// The violation a child's death means: `output` is what it printed, `status` how it ended.
    static func violation(_ death: Death, timeout: TimeInterval, output: String, status: String) -> Violation {
        switch death {
        case .crashed:
            return violation(hung: false, timeout: timeout, output: output, status: status)
        case .hung(let call, let limit):
            var v = violation(hung: true, timeout: timeout, output: output, status: status)
            v.hungCall = call
            if let call { v.expected = "\(describe(call)) returns" }
            if let limit { v.actual = "no answer: " + limit }
            return v
        case .exhaustedMemory(let limit, let call):
            // Like a hang, where the allocation was stopped varies: the owner identifies it.
            let site = Self.site(in: output, withLine: false) ?? "unknown site (no backtrace)"
            var v = Violation(property: memory, path: [], kindPath: site, expected: "at most \(limit >> 20) MB resident",
                              actual: "the child's memory grew past \(limit >> 20) MB" + (call.map { " in \(describe($0))" } ?? ""))
            v.hungCall = call
            return v
        }
    }

    /// "FlowLayout.sizeThatFits(proposal: inf×nil)".
    static func describe(_ call: LayoutCallTracker.Frame) -> String {
        let proposal = Describe.proposal(ProposedViewSize(width: call.width.map { CGFloat($0) }, height: call.height.map { CGFloat($0) }))
        if let b = call.bounds, b.count == 4, call.call == LayoutCallTracker.Call.placeSubviews.name {
            let bounds = CGRect(x: b[0], y: b[1], width: b[2], height: b[3])
            return "\(call.kind).placeSubviews(in: \(Describe.rect(bounds)), proposal: \(proposal))"
        }
        return "\(call.kind).\(call.call)(proposal: \(proposal))"
    }

    /// The violation a child's death means: `output` is what it printed, `status` how it ended.
    static func violation(hung: Bool, timeout: TimeInterval, output: String, status: String) -> Violation {
        if !hung, let checker = checkerTrapSite(in: output) {
            return Violation(property: internalError, path: [], kindPath: checker, expected: "no trap in Plumb",
                             actual: trapMessage(in: output) ?? status)
        }
        let site = Self.site(in: output, withLine: !hung) ?? "unknown site (no backtrace)"
        let actual: String
        if hung {
            actual = "no answer within \(timeout) s"
        } else if let message = trapMessage(in: output) {
            actual = message
        } else if let crashed = firstMatch(#"\*\*\* Program crashed: (.+?) at 0x"#, in: output) {
            actual = crashed[0] + " (\(status))"
        } else {
            actual = status
        }
        return Violation(property: hung ? hang : crash, path: [], kindPath: site,
                         expected: hung ? "an answer" : "no trap", actual: actual)
    }

    /// What identifies a crash or hang for deduplication: the site, the message up to its first
    /// number or parenthesis (a `fatalError` that prints the proposal is one bug, not one per
    /// value), and where the runtime reported it.
    ///
    /// A hang is identified by the type (or free function) its site is in: where a loop is
    /// stopped varies, and in optimised builds the loop may be inlined into either caller.
    static func signature(_ v: Violation) -> String {
        if v.property == hang || v.property == memory { return owner(of: v.kindPath) + " | " + v.property }
        var message = v.actual, reported = ""
        if let r = message.range(of: " (reported at ") {
            reported = String(message[r.lowerBound...])
            message = String(message[..<r.lowerBound])
        }
        let stable = message.prefix { !$0.isNumber && $0 != "(" }.trimmingCharacters(in: .whitespaces)
        return v.kindPath + " | " + stable + reported
    }

    /// The type (or free function) a symbol belongs to: "closure #2 in specialized
    /// Flow.cells(_:)" → "Flow".
    static func owner(of symbol: String) -> String {
        var name = Substring(symbol)
        for prefix in ["closure #", "implicit closure #", "partial apply for ", "specialized ", "merged ", "protocol witness for "] {
            while let r = name.range(of: prefix), r.lowerBound == name.startIndex || name[..<r.lowerBound].hasSuffix(" in ") {
                name = name[r.upperBound...]
                if prefix.hasSuffix("#"), let inRange = name.range(of: " in ") { name = name[inRange.upperBound...] }
            }
        }
        return String(name.prefix { $0 != "." && $0 != "(" && $0 != " " })
    }

    /// What the runtime said about a trap, from everything the child printed:
    /// - "Fatal error: Index out of range (reported at Swift/ContiguousArrayBuffer.swift:692)",
    ///   and likewise "Precondition failed: …" and "Assertion failed: …" (debug builds print
    ///   the message and where it was reported);
    /// - "Swift runtime failure: arithmetic overflow" (checks the compiler inlines, in every
    ///   build; optimised builds drop a `precondition`'s own message and keep this one);
    /// - "Illegal instruction in specialized Array.subscript.getter (a standard-library check;
    ///   this build prints no message)" when all the runtime left is the inlined check's frame.
    static func trapMessage(in output: String) -> String? {
        if let m = lastMatch(#"(?m)^(?:(\S+?:\d+): )?(Fatal error|Precondition failed|Assertion failed)(?:: ?(.*))?$"#, in: output) {
            let message = m[2].isEmpty ? m[1] : m[1] + ": " + m[2]
            return m[0].isEmpty ? message : message + " (reported at \(m[0]))"
        }
        if let m = lastMatch(#"\*\*\* (Swift runtime failure: .+?) \*\*\*"#, in: output) { return m[0] }
        if let crashed = output.range(of: "crashed:"),
           let m = firstMatch(#"(?m)^\s*\d+\s+\[inlined\]\s+\[system\]\s+0x[0-9a-fA-F]+\s+(.+?)\s+in\s+\S+\s+at\s+"#,
                              in: String(output[crashed.upperBound...])),
           let signal = firstMatch(#"\*\*\* Program crashed: (.+?) at 0x"#, in: output) {
            return "\(signal[0]) in \(m[0]) (a check inlined from the standard library; this build prints no message)"
        }
        return nil
    }

    /// The first frame of the crashed thread that is the layout's own code: not in a shared
    /// library (the runtime, Foundation, libc) and not in Plumb's engine or checker. With
    /// `withLine`, its file and line too ("BrokenCrashing.swift:21"); hangs leave the line
    /// out, since where a loop is stopped varies.
    static func site(in output: String, withLine: Bool) -> String? {
        let frames = frames(in: output)
        let own = frames.filter { !$0.image.hasPrefix("lib") && !$0.image.hasPrefix("ld-") }
        // Prefer a frame with a source location outside Plumb; a frame without one may be a
        // runtime thunk in the executable. Standard-library code compiled into the executable
        // (`Collection.map`, marked [system]) is never the layout's own site.
        let located = own.first { f in
            !f.isSystem && (f.location.map { l in !plumbInternals.contains { l.hasPrefix($0) } } ?? false)
        }
        guard let frame = located ?? own.first(where: { $0.location == nil }) ?? own.first else {
            return nil
        }
        guard withLine, let location = frame.location else { return frame.symbol }
        let parts = location.split(separator: ":").map(String.init)
        let file: String = (parts[0] as NSString).lastPathComponent
        let line: String = parts.count > 1 ? ":" + parts[1] : ""
        return "\(frame.symbol) (\(file)\(line))"
    }

    /// Where Plumb's checker trapped, when the crashed thread's first frame outside the
    /// runtime libraries is Plumb's checking or reporting code (`Properties/`,
    /// `Sources/Plumb/`), not the layout nor the engine it called: "symbol (file:line)"; else nil.
    static func checkerTrapSite(in output: String) -> String? {
        guard let first = frames(in: output).first(where: { !$0.image.hasPrefix("lib") && !$0.image.hasPrefix("ld-") }),
              let location = first.location else { return nil }
        let checker = plumbInternals.filter { $0.hasSuffix("/Properties/") || $0.hasSuffix("/Sources/Plumb/") }
        guard checker.contains(where: { location.hasPrefix($0) }) else { return nil }
        return "\(first.symbol) (\((location as NSString).lastPathComponent))"
    }

    /// The crashed thread's frames: symbol, image, source location (if printed), and whether
    /// the backtracer marked it [system] or it has no source of its own (compiler-generated).
    static func frames(in output: String) -> [(symbol: String, image: String, location: String?, isSystem: Bool)] {
        guard let crashed = output.range(of: "crashed:") else { return [] }
        return output[crashed.upperBound...].split(separator: "\n").compactMap { line -> (symbol: String, image: String, location: String?, isSystem: Bool)? in
            guard let m = firstMatch(#"^\s*\d+\s+((?:\[[^\]]*\]\s+)*)0x[0-9a-fA-F]+\s+(.+?)\s+\+\s+\d+\s+in\s+(\S+)(?:\s+at\s+(\S+))?\s*$"#,
                                     in: String(line)) else { return nil }
            let location = m[3].isEmpty ? nil : m[3]
            return (m[1], m[2], location, m[0].contains("[system]") || location?.hasPrefix("//<compiler-generated>") == true)
        }
    }

    /// Plumb's own source folders, whose frames are the engine calling a layout, not the layout.
    static let plumbInternals: [String] = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().path
        return ["Sources/PlumbUI/", "Sources/Plumb/", "Sources/PlumbTesting/", "Sources/PlumbCLI/", "Properties/"].map { root + "/" + $0 }
    }()

    private static func firstMatch(_ pattern: String, in text: String) -> [String]? { matches(pattern, in: text).first }
    private static func lastMatch(_ pattern: String, in text: String) -> [String]? { matches(pattern, in: text).last }

    /// Every match's capture groups (an unmatched group as "").
    private static func matches(_ pattern: String, in text: String) -> [[String]] {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        let ns = text as NSString
        return regex.matches(in: text, range: NSRange(location: 0, length: ns.length)).map { m in
            (1..<m.numberOfRanges).map { m.range(at: $0).location == NSNotFound ? "" : ns.substring(with: m.range(at: $0)) }
        }
    }
}
