import Foundation
#if os(Linux)
import Glibc
#endif

/// What a campaign checking cases in its own process says when a case never finishes. A trap
/// ends the process with the runtime's message and backtrace, which say where but not which
/// case; a layout that never returns leaves the run stuck with nothing said at all. So each
/// campaign thread keeps a note of the case it is on (which case of which seed, the line that
/// reruns just that case, and that an isolated check reports traps and hangs as failures):
///
/// - a signal handler writes the trapping thread's note before the runtime's handler runs
///   (loads, `write`, `sigaction`, `raise`: async-signal-safe), then hands the signal on;
/// - a watchdog thread writes the note of a case still running after `hangSeconds`, once per
///   case, and stops nothing (a layout may only be slow).
///
/// Each thread owns a slot holding its note as bytes, rewritten before each case.
enum InProcessCaseNote {
    /// How long a case may run before the watchdog says so.
    static let hangSeconds: UInt64 = 10
    /// What the handler writes before a trapping thread's note.
    private static let trapLead = Array("\nplumb: the process trapped (the runtime's report around this says where) while ".utf8)
    /// What the watchdog writes before the note of a case that has run too long.
    private static let hangLead = "\nplumb: no answer for \(hangSeconds) s (the layout may never return) while "

    /// A claimed slot: `say` sets what a trap on this thread, or a hang, prints.
    struct Slot {
        fileprivate let index: Int

        /// The note as it stands (what a trap now would print).
        var note: String {
            String(decoding: UnsafeBufferPointer(start: InProcessCaseNote.messages + index * InProcessCaseNote.messageCapacity,
                                                 count: InProcessCaseNote.lengths[index]), as: UTF8.self)
        }

        /// Sets the note (cut to the slot's capacity).
        func say(_ note: String) { write([Array(note.utf8)], index: nil) }

        /// Sets the note `template` makes for case `index`.
        func say(_ template: Template, index: Int) { write(template.parts, index: index) }

        /// Writes `parts` with `index`'s digits between each two, and starts the case's clock.
        /// The length is set last, so the handler never reads a note half written; the lock
        /// keeps the watchdog from reading one.
        private func write(_ parts: [[UInt8]], index caseIndex: Int?) {
            InProcessCaseNote.lock.lock(); defer { InProcessCaseNote.lock.unlock() }
            let base = InProcessCaseNote.messages + index * InProcessCaseNote.messageCapacity
            InProcessCaseNote.lengths[index] = 0
            InProcessCaseNote.startedAt[index] = DispatchTime.now().uptimeNanoseconds
            InProcessCaseNote.cases[index] &+= 1
            var length = 0
            func append(_ bytes: UnsafeBufferPointer<UInt8>) {
                let count = min(bytes.count, InProcessCaseNote.messageCapacity - length)
                guard count > 0, let start = bytes.baseAddress else { return }
                (base + length).update(from: start, count: count)
                length += count
            }
            var digits = caseIndex.map { String($0) } ?? ""
            for (i, part) in parts.enumerated() {
                if i > 0 && caseIndex != nil { digits.withUTF8 { append($0) } }
                part.withUnsafeBufferPointer { append($0) }
            }
            InProcessCaseNote.lengths[index] = length
        }
    }

    /// A note that names a case by its index, kept as the text around each place the index
    /// goes, so that the note for the next case is written without building a string.
    struct Template {
        fileprivate let parts: [[UInt8]]

        /// The template of `make`'s notes; nil when `make` does not put the index in as its
        /// decimal digits and nothing else varies with it (then make each note in full).
        init?(_ make: (Int) -> String) {
            let a = 8_111_222_333_444_555_666, b = 7_999_888_777_666_555_444
            let parts = make(a).components(separatedBy: String(a))
            guard parts.count > 1, parts.joined(separator: String(b)) == make(b) else { return nil }
            self.parts = parts.map { Array($0.utf8) }
        }
    }

    /// Claims a slot for the calling thread; nil when there is none to claim (every slot
    /// taken, a platform without these signals, an isolated worker), and then nothing is noted.
    static func claim() -> Slot? {
        #if os(Linux)
        guard !WorkerService.isWorkerProcess else { return nil }
        lock.lock(); defer { lock.unlock() }
        if !installed {
            install()
            Thread.detachNewThread { watch() }
            installed = true
        }
        // A campaign run inside another on the same thread takes its own slot; the handler
        // prints the one claimed last, the innermost.
        guard let free = (0..<capacity).first(where: { owners[$0] == 0 }) else { return nil }
        giveThreadAnAlternateStack()
        lengths[free] = 0
        spokenOf[free] = cases[free]
        claimCount += 1
        claims[free] = claimCount
        owners[free] = currentThread
        return Slot(index: free)
        #else
        return nil
        #endif
    }

    /// Frees `slot`: a trap after this prints nothing of it.
    static func release(_ slot: Slot) {
        lock.lock(); defer { lock.unlock() }
        lengths[slot.index] = 0
        owners[slot.index] = 0
    }

    static let capacity = 64
    fileprivate static let messageCapacity = 2048
    private static let signals: [Int32] = [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT]

    // The slots: owning thread (0 = free), when it was claimed, note length, note bytes.
    // Allocated once, never freed.
    nonisolated(unsafe) fileprivate static let owners: UnsafeMutablePointer<UInt> = {
        let p = UnsafeMutablePointer<UInt>.allocate(capacity: capacity); p.initialize(repeating: 0, count: capacity); return p
    }()
    nonisolated(unsafe) fileprivate static let claims: UnsafeMutablePointer<UInt> = {
        let p = UnsafeMutablePointer<UInt>.allocate(capacity: capacity); p.initialize(repeating: 0, count: capacity); return p
    }()
    nonisolated(unsafe) private static var claimCount: UInt = 0
    /// When each slot's case began (monotonic ns), how many cases it has noted, and the case
    /// the watchdog last spoke of.
    nonisolated(unsafe) fileprivate static let startedAt: UnsafeMutablePointer<UInt64> = {
        let p = UnsafeMutablePointer<UInt64>.allocate(capacity: capacity); p.initialize(repeating: 0, count: capacity); return p
    }()
    nonisolated(unsafe) fileprivate static let cases: UnsafeMutablePointer<UInt> = {
        let p = UnsafeMutablePointer<UInt>.allocate(capacity: capacity); p.initialize(repeating: 0, count: capacity); return p
    }()
    nonisolated(unsafe) private static let spokenOf: UnsafeMutablePointer<UInt> = {
        let p = UnsafeMutablePointer<UInt>.allocate(capacity: capacity); p.initialize(repeating: 0, count: capacity); return p
    }()
    nonisolated(unsafe) fileprivate static let lengths: UnsafeMutablePointer<Int> = {
        let p = UnsafeMutablePointer<Int>.allocate(capacity: capacity); p.initialize(repeating: 0, count: capacity); return p
    }()
    nonisolated(unsafe) fileprivate static let messages: UnsafeMutablePointer<UInt8> = {
        let p = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity * messageCapacity)
        p.initialize(repeating: 0, count: capacity * messageCapacity); return p
    }()
    /// The actions installed before this one (the runtime's backtracer), by signal number.
    nonisolated(unsafe) private static let previous: UnsafeMutablePointer<sigaction> = {
        let p = UnsafeMutablePointer<sigaction>.allocate(capacity: 65); memset(p, 0, 65 * MemoryLayout<sigaction>.size); return p
    }()
    nonisolated(unsafe) private static var installed = false
    fileprivate static let lock = NSLock()

    #if os(Linux)
    private static var currentThread: UInt { pthread_self() }
    #endif

    /// Restarts the watchdog's clock for the calling thread's case: the campaign moved on to
    /// another run of it (a shrink runs many, one after another).
    static func stillWorking() {
        #if os(Linux)
        lock.lock(); defer { lock.unlock() }
        let i = innermostSlot(of: currentThread)
        guard i >= 0 else { return }
        startedAt[i] = DispatchTime.now().uptimeNanoseconds
        cases[i] &+= 1
        #endif
    }

    /// The notes of cases that have run for more than `hangSeconds` at `now` (monotonic ns),
    /// each with the watchdog's lead, and each case only once.
    static func overdueNotes(now: UInt64) -> [String] {
        lock.lock(); defer { lock.unlock() }
        var notes: [String] = []
        for i in 0..<capacity where owners[i] != 0 && lengths[i] > 0 && spokenOf[i] != cases[i] {
            guard now > startedAt[i], now - startedAt[i] > hangSeconds * 1_000_000_000 else { continue }
            spokenOf[i] = cases[i]
            notes.append(hangLead + Slot(index: i).note)
        }
        return notes
    }

    /// The watchdog: once a second, writes what `overdueNotes` finds.
    private static func watch() {
        while true {
            Thread.sleep(forTimeInterval: 1)
            for note in overdueNotes(now: DispatchTime.now().uptimeNanoseconds) {
                FileHandle.standardError.write(Data(note.utf8))
            }
        }
    }

    #if os(Linux)
    /// The slot `thread` claimed last (its innermost campaign), or -1. Loads and comparisons
    /// only, so the signal handler can use it too.
    private static func innermostSlot(of thread: UInt) -> Int {
        var found = -1, i = 0
        while i < capacity {
            if owners[i] == thread && (found < 0 || claims[i] > claims[found]) { found = i }
            i += 1
        }
        return found
    }

    /// Gives the calling thread an alternate signal stack if it has none, so that the note is
    /// printed even when the layout overflows the stack (endless recursion), where no handler
    /// could run on the thread's own. Kept for the thread's life: pool threads are few.
    private static func giveThreadAnAlternateStack() {
        var current = stack_t()
        guard sigaltstack(nil, &current) == 0, current.ss_flags & Int32(SS_DISABLE) != 0 else { return }
        let size = 64 * 1024
        var alternate = stack_t(ss_sp: UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16), ss_flags: 0, ss_size: size)
        sigaltstack(&alternate, nil)
    }

    private static func install() {
        _ = trapLead.count  // made now: the handler must not be the first to touch it
        for signal in signals {
            var action = sigaction()
            action.__sigaction_handler.sa_sigaction = handle
            // On the alternate signal stack where the thread has one, as the runtime's handler
            // runs: a stack overflow leaves no room on the thread's own.
            action.sa_flags = SA_SIGINFO | SA_ONSTACK
            sigemptyset(&action.sa_mask)
            sigaction(signal, &action, previous + Int(signal))
        }
    }

    /// The handler: writes the trapping thread's note, if it has one, then restores the earlier
    /// action and lets the signal reach it (a fault re-executes the trapping instruction on
    /// return; an abort or a breakpoint is raised again).
    private static let handle: @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void = { signal, _, _ in
        let found = InProcessCaseNote.innermostSlot(of: InProcessCaseNote.currentThread)
        if found >= 0 {
            let length = InProcessCaseNote.lengths[found]
            if length > 0 {
                InProcessCaseNote.trapLead.withUnsafeBufferPointer { _ = write(2, $0.baseAddress, $0.count) }
                _ = write(2, InProcessCaseNote.messages + found * InProcessCaseNote.messageCapacity, length)
            }
        }
        sigaction(signal, InProcessCaseNote.previous + Int(signal), nil)
        if signal == SIGABRT || signal == SIGTRAP { raise(signal) }
    }
    #endif
}
