#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading the files isolation watches: a child's output (which it may still be writing) and
/// procfs files (which report a size of 0, so they are read until a read returns nothing).
enum FileText {
    /// The bytes `range` of the file at `path` (up to its end if the file is shorter or
    /// `range` unbounded), as text; empty if it cannot be opened.
    static func read(_ path: String, in range: Range<UInt64> = 0..<UInt64.max) -> String {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { return "" }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        var at = range.lowerBound
        while at < range.upperBound {
            let wanted = Int(min(UInt64(chunk.count), range.upperBound - at))
            let n = chunk.withUnsafeMutableBytes { pread(fd, $0.baseAddress, wanted, off_t(at)) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { break }
            bytes += chunk[..<n]
            at += UInt64(n)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
