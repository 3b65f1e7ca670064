import Foundation
import PlumbProperties
@_spi(Engine) import PlumbUI

/// What a campaign and its isolated child say to each other: one JSON object per line over the
/// child's descriptor 3. The child first sends `hello`, then answers each request in order.
enum WorkerProtocol {
    /// The child's first line: it reached the serving call `identity`, and serves from forked
    /// workers (`forks`, a `ForkServer`) or in itself.
    static func hello(_ identity: String, forks: Bool) -> String { "plumb-worker " + identity + (forks ? " (forks)" : "") }

    /// The environment variable that tells a process it is an isolated child, and which call serves.
    static let identityVariable = "PLUMB_WORKER_IDENTITY"
    /// The per-case timeout, in seconds, for the child's own watchdog.
    static let timeoutVariable = "PLUMB_WORKER_TIMEOUT"
    /// The most resident memory, in bytes, the child may hold while it runs a case.
    static let memoryLimitVariable = "PLUMB_WORKER_MEMORY_LIMIT"

    /// What the child is asked.
    struct Request: Codable {
        enum Operation: String, Codable {
            /// Run the case and check it: answer its violations.
            case run
            /// Materialize the case and draw it: answer both.
            case present
            /// Make the case from `seed` with the campaign's generator, run it and check it:
            /// answer its violations and the checksum of the choices it drew.
            case runSeed
            /// `runSeed` for each of `seeds` (with the origins `origins` lists as x, y pairs),
            /// answered one line per case as each finishes.
            case runSeeds
        }
        var operation: Operation
        /// The case (for `run` and `present`).
        var `case`: Case?
        /// The case's seed (for `runSeed`): the child makes the case itself, so no tree crosses the socket.
        var seed: UInt64?
        /// The cases' seeds (for `runSeeds`).
        var seeds: PackedNumbers<UInt64>?
        /// Each case's bounds origin, as x, y pairs (for `runSeeds`).
        var origins: PackedNumbers<Double>?
        var originX: Double
        var originY: Double
        /// Only containers of this kind are checked.
        var onlyKind: String?
        /// The node to mark in a drawing.
        var highlight: [Int]?
        /// Run with stalls unwatched (only the case limit applies): the re-run that confirms a
        /// site's first stall is a hang.
        var patient: Bool?
        /// Trap keys (`TrapFastPath`) whose backtrace the parent already has, from another
        /// child: a worker meeting one exits at once instead of printing it again.
        var knownTraps: [[UInt64]]?
    }

    /// Numbers sent as one string of 16 hex digits each (a `Double` by its bit pattern, so it
    /// arrives exactly): `JSONEncoder` spent more per batch on a request's 192 numbers than the
    /// child spent checking a case, and the child waited for it.
    struct PackedNumbers<Number: PackableNumber>: Codable {
        var values: [Number]

        init(_ values: [Number]) { self.values = values }

        private static var digits: [UInt8] { Array("0123456789abcdef".utf8) }

        func encode(to encoder: Encoder) throws {
            var bytes: [UInt8] = []
            bytes.reserveCapacity(16 * values.count)
            let digits = Self.digits
            for value in values {
                let bits = value.bits
                for shift in stride(from: 60, through: 0, by: -4) { bytes.append(digits[Int((bits >> UInt64(shift)) & 0xF)]) }
            }
            var container = encoder.singleValueContainer()
            try container.encode(String(decoding: bytes, as: UTF8.self))
        }

        init(from decoder: Decoder) throws {
            let text = try decoder.singleValueContainer().decode(String.self)
            let bytes = Array(text.utf8)
            guard bytes.count % 16 == 0 else {
                throw ProtocolError(description: "packed numbers: \(bytes.count) hex digits is not a multiple of 16")
            }
            values = []
            values.reserveCapacity(bytes.count / 16)
            for start in stride(from: 0, to: bytes.count, by: 16) {
                var bits: UInt64 = 0
                for byte in bytes[start..<start + 16] {
                    let digit: UInt8
                    switch byte {
                    case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
                    case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
                    default: throw ProtocolError(description: "packed numbers: \(UnicodeScalar(byte)) is not a hex digit")
                    }
                    bits = bits << 4 | UInt64(digit)
                }
                values.append(Number(bits: bits))
            }
        }
    }

    /// The child's answer.
    struct Response: Codable {
        var violations: [Violation]?
        var materialized: Case?
        var drawing: String?
        /// The case could not run (a thrown error, not a trap).
        var error: String?
        /// For `runSeed`: `Choices.checksum` of what the generator drew, so the parent knows the
        /// child made the very case it made.
        var checksum: UInt64?
        /// For `run` and `runSeed`: the reason of the waiver that excused each violation the
        /// case had excused (nil: none), so a campaign checked in children counts its waivers'
        /// reach over every case, as one run in process does.
        var waived: [String]?
        /// For `run` and `runSeed` from a runner recording value keys: the keys the layout under
        /// test read that the check does not declare, by name (nil: none), so a campaign checked
        /// in children finds a key read in any of its cases, as one run in process does.
        var undeclaredKeys: [String]?
    }

    /// What a fork server sends when its worker died on a request: the marker, a space, then
    /// `Death` as JSON. The server lives on and forks a fresh worker for the next request.
    static let workerDiedMarker = "plumb-worker-died"

    /// How a fork server's worker ended.
    struct Death: Codable {
        enum Kind: String, Codable { case crashed, hung, exhaustedMemory }
        var kind: Kind
        /// The raw wait status of a crashed worker.
        var status: Int32?
        /// The layout call in progress when a hang or memory failure was stopped.
        var call: LayoutCallTracker.Frame?
        /// The limit that was passed, in seconds of CPU time (a hang), and what it was derived from.
        var limit: Double?
        var limitReason: String?
        /// The trap's key (`TrapFastPath`): where it trapped and its callers.
        var key: [UInt64]?
        /// Whether the worker exited at once on a key seen before, printing no backtrace: the
        /// parent reuses the one printed the first time.
        var fast: Bool?
        /// Which limit a hang passed.
        var cause: HangCause?
        /// The bytes of the child's output this worker wrote (from its fork to its end): the
        /// output also holds other workers' lines, and the next worker may already be printing.
        var output: Range<UInt64>?
    }

    /// Which limit a hang passed.
    enum HangCause: String, Codable {
        /// A layout call made no progress for the stall limit.
        case stalled
        /// The case used more CPU time than the case limit.
        case overCPU
        /// The case spent ten case limits neither running nor waiting for a CPU (`BlockedTime`).
        case blocked
    }

    /// The marker the child's watchdog sends before stopping a case that ran past its timeout.
    static let hangMarker = "plumb-hang"
    /// What the child's watchdog sends before it stops a case whose memory grew past the limit.
    static let memoryMarker = "plumb-memory"

    /// A request that breaks the protocol's rules.
    struct ProtocolError: Error, CustomStringConvertible { let description: String }

    /// The answer most cases get (no violation, no error), written and read without a JSON
    /// coder: most of an isolated case's overhead was coding this line. Nil for any other answer.
    static func cleanLine(_ response: Response) -> String? {
        guard response.violations?.isEmpty == true, response.error == nil, response.materialized == nil, response.drawing == nil,
              response.waived == nil, response.undeclaredKeys == nil
        else { return nil }
        return response.checksum.map(cleanLine(checksum:)) ?? #"{"violations":[]}"#
    }

    /// The clean answer to a case made from a seed whose choices have `checksum`.
    static func cleanLine(checksum: UInt64) -> String { cleanPrefix + String(checksum) + cleanSuffix }

    /// `cleanLine`'s answer read back, or nil if `line` is not such a line.
    static func decodeClean(_ line: String) -> Response? {
        if line == #"{"violations":[]}"# { return Response(violations: []) }
        guard line.hasPrefix(cleanPrefix), line.hasSuffix(cleanSuffix),
              let checksum = UInt64(line.dropFirst(cleanPrefix.count).dropLast(cleanSuffix.count)) else { return nil }
        var response = Response(violations: [])
        response.checksum = checksum
        return response
    }

    private static let cleanPrefix = #"{"checksum":"#
    private static let cleanSuffix = #","violations":[]}"#

    static func encode<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    static func decode<T: Decodable>(_ type: T.Type, _ line: String) throws -> T {
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return try decoder.decode(type, from: Data(line.utf8))
    }

    /// The backtracer settings for children: on, non-interactive, only the crashed thread and a
    /// short stack, so a trap reports its message and site within milliseconds instead of
    /// stopping for a dump of every thread. Full symbolication: it names the checks the
    /// compiler inlined ("Swift runtime failure: arithmetic overflow") with their source line,
    /// which is all an optimised build leaves of a trap's message.
    static let backtraceSettings = "enable=yes,interactive=no,symbolicate=full,limit=32,top=0,threads=crashed,"
        + "registers=none,images=none,sanitize=no,color=no,output-to=stderr"
}

/// A number `WorkerProtocol.PackedNumbers` carries as its 64 bits.
protocol PackableNumber {
    var bits: UInt64 { get }
    init(bits: UInt64)
}

extension UInt64: PackableNumber {
    var bits: UInt64 { self }
    init(bits: UInt64) { self = bits }
}

extension Double: PackableNumber {
    var bits: UInt64 { bitPattern }
    init(bits: UInt64) { self.init(bitPattern: bits) }
}
