#if os(Linux)
import Foundation
import Glibc

/// Makes a repeated trap cheap in a forked worker. The runtime's backtracer needs 0.1–0.3 s to
/// symbolicate a trap (it reads the program's debug information afresh each time); the same
/// trap, met again while shrinking or in later cases, needs none of it.
///
/// A signal handler installed in the worker, in front of the backtracer, reads the trapping
/// instruction's address and the return addresses of its callers (the frame-pointer chain)
/// into shared memory: the trap's key. If the fork server has seen the key before, the worker
/// exits at once, and the parent reuses that trap's symbolicated backtrace (the runtime's own
/// message line, which it prints before trapping, is still read fresh). Otherwise the handler
/// steps aside and the backtracer runs as usual. A key is used only with at least
/// `minimumFrames` addresses, so that traps in the runtime's shared `fatalError` path are
/// told apart by their callers.
///
/// Each address is kept as its offset in the file mapped there, tagged with a hash of the
/// file's path, so a key means the same in every child started from the program, whatever
/// address each was loaded at: the parent tells a second child the keys the first one learned (a
/// request's `knownTraps`), and reuses the backtrace it already has.
enum TrapFastPath {
    /// The most addresses in a key.
    static let keyLength = 10
    /// The fewest addresses a key needs to be trusted.
    static let minimumFrames = 4
    /// The most keys remembered.
    static let tableCapacity = 128
    /// The exit status of a worker that took the fast path.
    static let fastExitStatus: Int32 = 99
    /// The bytes the shared region needs.
    static var byteCount: Int { 16 + keyLength * 8 + 8 + tableCapacity * keyLength * 8 }

    // Layout of the region: signal (Int32 @0), key length (Int32 @4), key (@16), table count
    // (Int32 @16 + keyLength·8), table (after it).
    nonisolated(unsafe) private static var region: UnsafeMutableRawPointer?
    nonisolated(unsafe) private static var stackLow: UInt = 0
    nonisolated(unsafe) private static var stackHigh: UInt = 0
    /// The actions installed before (the runtime's), by signal number.
    nonisolated(unsafe) private static var previous = UnsafeMutablePointer<sigaction>.allocate(capacity: 32)
    static let signals: [Int32] = [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT]
    /// The file mappings, as (start, end, offset in the file, `pathTag` of the file), found
    /// before any trap (the handler only reads them).
    nonisolated(unsafe) private static var segments = UnsafeMutablePointer<(UInt64, UInt64, UInt64, UInt64)>.allocate(capacity: segmentCapacity)
    nonisolated(unsafe) private static var segmentCount = 0
    private static let segmentCapacity = 512

    private static var keyOffset: Int { 16 }
    private static var countOffset: Int { 16 + keyLength * 8 }
    private static var tableOffset: Int { countOffset + 8 }

    /// The signal the last trap took the fast path with (0: none), the last trap's key, and
    /// whether the key is trusted.
    static func lastTrap(in region: UnsafeRawPointer) -> (signal: Int32, key: [UInt64]) {
        let length = max(0, min(Int(region.load(fromByteOffset: 4, as: Int32.self)), keyLength))
        return (region.load(as: Int32.self), (0..<length).map { region.load(fromByteOffset: 16 + $0 * 8, as: UInt64.self) })
    }

    /// In the server, before each fork: forget the last trap.
    static func reset(_ region: UnsafeMutableRawPointer) {
        region.storeBytes(of: Int32(0), as: Int32.self)
        region.storeBytes(of: Int32(0), toByteOffset: 4, as: Int32.self)
    }

    /// In the server: remember `key` (its backtrace has been printed once).
    static func remember(_ key: [UInt64], in region: UnsafeMutableRawPointer) {
        guard key.count >= minimumFrames, !known(key, in: region) else { return }
        let count = Int(region.load(fromByteOffset: countOffset, as: Int32.self))
        guard count < tableCapacity else { return }
        let entry = region + tableOffset + count * keyLength * 8
        for i in 0..<keyLength { entry.storeBytes(of: i < key.count ? key[i] : 0, toByteOffset: i * 8, as: UInt64.self) }
        region.storeBytes(of: Int32(count + 1), toByteOffset: countOffset, as: Int32.self)
    }

    static func known(_ key: [UInt64], in region: UnsafeRawPointer) -> Bool {
        tableContains(region, length: key.count) { key[$0] }
    }

    /// Whether the table holds the key whose address `i` (of `length`) is `address(i)`, the
    /// rest zero. Loads and comparisons only, so the signal handler can use it too.
    private static func tableContains(_ region: UnsafeRawPointer, length: Int, address: (Int) -> UInt64) -> Bool {
        let count = Int(region.load(fromByteOffset: countOffset, as: Int32.self))
        var e = 0
        while e < count {
            var i = 0, same = true
            while i < keyLength && same {
                let stored = region.load(fromByteOffset: tableOffset + (e * keyLength + i) * 8, as: UInt64.self)
                same = stored == (i < length ? address(i) : 0)
                i += 1
            }
            if same { return true }
            e += 1
        }
        return false
    }

    /// In the worker, right after the fork: installs the handler in front of the runtime's.
    static func install(_ shared: UnsafeMutableRawPointer) {
        #if arch(x86_64)
        region = shared
        guard let stack = currentStack() else { return }
        (stackLow, stackHigh) = stack
        for signal in signals {
            let action = UnsafeMutablePointer<sigaction>.allocate(capacity: 1)
            memset(action, 0, MemoryLayout<sigaction>.size)
            action.pointee.__sigaction_handler.sa_sigaction = handle
            action.pointee.sa_flags = SA_SIGINFO
            sigemptyset(&action.pointee.sa_mask)
            sigaction(signal, action, previous + Int(signal))
            action.deallocate()
        }
        #endif
    }

    /// `address` as its offset in the file mapped there, tagged with a hash of the file's path
    /// (in the top 16 bits); as it is outside every file mapping. Loads and comparisons only.
    static func positionIndependent(_ address: UInt64) -> UInt64 {
        var i = 0
        while i < segmentCount {
            let (start, end, fileOffset, file) = segments[i]
            if start <= address && address < end { return file << 48 | (address - start + fileOffset) }
            i += 1
        }
        return address
    }

    /// The bounds of the mapping that holds the calling thread's stack, from `/proc/self/maps`;
    /// on the way, the file mappings (`segments`).
    private static func currentStack() -> (low: UInt, high: UInt)? {
        var marker = 0
        let here = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
        segmentCount = 0
        var stack: (low: UInt, high: UInt)?
        // "start-end perms offset device inode path"
        for line in FileText.read("/proc/self/maps").split(separator: "\n") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            let range = fields.first?.split(separator: "-") ?? []
            guard range.count == 2, let low = UInt(range[0], radix: 16), let high = UInt(range[1], radix: 16) else { continue }
            if low <= here && here < high { stack = (low, high) }
            if fields.count >= 6, fields[5].hasPrefix("/"), let offset = UInt64(fields[2], radix: 16), segmentCount < segmentCapacity {
                segments[segmentCount] = (UInt64(low), UInt64(high), offset, pathTag(fields[5...].joined(separator: " ")))
                segmentCount += 1
            }
        }
        return stack
    }

    /// 16 bits of FNV-1a over `path`: the same in every process, wherever the file is mapped.
    private static func pathTag(_ path: String) -> UInt64 {
        let hash = StableHash.fnv1a(path.utf8)
        return (hash ^ hash >> 16 ^ hash >> 32 ^ hash >> 48) & 0xFFFF
    }

    #if arch(x86_64)
    /// The handler: only async-signal-safe work (loads, stores, sigaction, raise, _exit).
    private static let handle: @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void = { signal, _, context in
        guard let region = TrapFastPath.region, let context else { return }
        let registers = context.assumingMemoryBound(to: ucontext_t.self)
        let (pc, framePointer) = withUnsafeBytes(of: &registers.pointee.uc_mcontext.gregs) {
            (UInt64(bitPattern: $0.load(fromByteOffset: 16 * 8, as: Int64.self)),   // REG_RIP
             UInt(bitPattern: Int($0.load(fromByteOffset: 10 * 8, as: Int64.self))))  // REG_RBP
        }
        // The key: the trapping address, then return addresses up the frame-pointer chain,
        // following only frames inside this thread's stack, each above the last.
        region.storeBytes(of: TrapFastPath.positionIndependent(pc), toByteOffset: 16, as: UInt64.self)
        var length = 1, frame = framePointer
        while length < TrapFastPath.keyLength, frame >= TrapFastPath.stackLow, frame + 16 <= TrapFastPath.stackHigh, frame % 8 == 0 {
            let pointer = UnsafeRawPointer(bitPattern: frame)!
            let returnAddress = pointer.load(fromByteOffset: 8, as: UInt64.self)
            guard returnAddress != 0 else { break }
            region.storeBytes(of: TrapFastPath.positionIndependent(returnAddress), toByteOffset: 16 + length * 8, as: UInt64.self)
            length += 1
            let next = pointer.load(as: UInt.self)
            guard next > frame else { break }
            frame = next
        }
        region.storeBytes(of: Int32(length), toByteOffset: 4, as: Int32.self)
        if length >= TrapFastPath.minimumFrames,
           TrapFastPath.tableContains(region, length: length, address: { region.load(fromByteOffset: 16 + $0 * 8, as: UInt64.self) }) {
            region.storeBytes(of: signal, as: Int32.self)
            _exit(TrapFastPath.fastExitStatus)
        }
        // First time: step aside for the runtime's backtracer. A fault re-executes the
        // instruction on return and traps into it; an abort is raised again.
        sigaction(signal, TrapFastPath.previous + Int(signal), nil)
        if signal == SIGABRT { raise(SIGABRT) }
    }
    #endif
}
#endif
