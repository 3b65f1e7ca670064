import Foundation
import PlumbProperties

/// What a campaign and its isolated child say to each other: one JSON object per line over the
/// child's descriptor 3. The child first sends `hello`, then answers each request in order.
enum WorkerProtocol {
    /// The child's first line: it reached the serving call `identity`, with a per-case timeout.
    static func hello(_ identity: String) -> String { "plumb-worker " + identity }

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
        }
        var operation: Operation
        var `case`: Case
        var originX: Double
        var originY: Double
        /// Only containers of this kind are checked.
        var onlyKind: String?
        /// The node to mark in a drawing.
        var highlight: [Int]?
    }

    /// The child's answer.
    struct Response: Codable {
        var violations: [Violation]?
        var materialized: Case?
        var drawing: String?
        /// The case could not run (a thrown error, not a trap).
        var error: String?
    }

    /// The marker the child's watchdog sends before stopping a case that ran past its timeout.
    static let hangMarker = "plumb-hang"
    /// What the child's watchdog sends before it stops a case whose memory grew past the limit.
    static let memoryMarker = "plumb-memory"

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

    /// The backtracer settings for children: on, non-interactive, only the crashed thread, fast
    /// symbolication and a short stack, so a trap reports its message and site within
    /// milliseconds instead of stopping for a full symbolicated dump of every thread.
    static let backtraceSettings = "enable=yes,interactive=no,symbolicate=fast,limit=32,top=0,threads=crashed,"
        + "registers=none,images=none,sanitize=no,color=no,output-to=stderr"
}
