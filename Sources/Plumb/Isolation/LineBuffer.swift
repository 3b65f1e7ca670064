#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Bytes read from a descriptor, handed out a line at a time (the worker protocol's framing).
struct LineBuffer {
    private var bytes: [UInt8] = []

    /// The next complete line, without its newline, if one has arrived.
    mutating func nextLine() -> String? {
        guard let newline = bytes.firstIndex(of: UInt8(ascii: "\n")) else { return nil }
        let line = String(decoding: bytes[..<newline], as: UTF8.self)
        bytes.removeSubrange(...newline)
        return line
    }

    /// Reads from socket `fd` (blocking until something arrives), but never past the end of
    /// the first line it holds: false at end of file or error. A fork server's workers share
    /// the socket, and the parent may post a request before the one in progress is answered:
    /// a worker that died holding the next request in its buffer would lose it.
    mutating func fillOneLine(from fd: Int32) -> Bool {
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let peeked = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, Int32(MSG_PEEK)) }
            if peeked < 0 && errno == EINTR { continue }
            if peeked <= 0 { return false }
            let lineEnd = chunk[..<peeked].firstIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? peeked
            return append(from: fd, atMost: lineEnd)
        }
    }

    /// Reads what `fd` has (blocking until something arrives): false at end of file or error.
    mutating func fill(from fd: Int32) -> Bool { append(from: fd, atMost: 65_536) }

    /// Appends one read of at most `count` bytes from `fd` (retried when interrupted): false
    /// at end of file or error.
    private mutating func append(from fd: Int32, atMost count: Int) -> Bool {
        var chunk = [UInt8](repeating: 0, count: count)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, count) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { return false }
            bytes += chunk[..<n]
            return true
        }
    }
}
