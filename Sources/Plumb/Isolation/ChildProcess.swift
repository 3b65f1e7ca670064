import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One child process with a socket to talk over (its file descriptor 3) and its standard
/// output and error in a file, readable after it dies. POSIX only: `posix_spawn` (safe in a
/// multithreaded parent such as a test runner), a Unix socket pair (so writing to a dead child
/// is an error, not a SIGPIPE), `poll` for deadlines.
final class ChildProcess {
    /// The descriptor the child finds its end of the socket at.
    static let socketDescriptor: Int32 = 3

    let pid: pid_t
    private var socket: Int32
    private let outputPath: String
    private var buffer = LineBuffer()
    private(set) var exitStatus: Int32?

    /// Starts `launch` with `extraEnvironment` on top of this process's environment.
    init(_ launch: ChildLaunch, extraEnvironment: [String: String]) throws {
        var pair: [Int32] = [0, 0]
        guard socketpair(AF_UNIX, Self.streamType, 0, &pair) == 0 else { throw Self.posixError("socketpair") }
        // Both ends close on exec: only the dup2'd copy at descriptor 3 reaches this child, and
        // no other child spawned meanwhile inherits either end (which would hide our EOF).
        for fd in pair { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        var childEnd = pair[1]
        if childEnd == Self.socketDescriptor {  // dup2 onto itself would keep close-on-exec
            childEnd = fcntl(pair[1], F_DUPFD_CLOEXEC, 10)
            close(pair[1])
        }
        outputPath = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-child-\(UUID().uuidString).log").path

        var actions = Self.newFileActions()
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, childEnd, Self.socketDescriptor)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_APPEND | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)

        var environment = ProcessInfo.processInfo.environment
        for (key, value) in extraEnvironment { environment[key] = value }
        let argv = ([launch.executable] + launch.arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for p in argv + envp { free(p) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, Self.spawnPath(for: launch.executable), &actions, nil, argv, envp)
        close(childEnd)
        guard status == 0 else {
            close(pair[0])
            // Every later case would fail the same way: the run stops here, with one error.
            throw IsolationError.childCouldNotStart(executable: launch.executable, reason: String(cString: strerror(status)))
        }
        self.pid = pid
        socket = pair[0]
    }

    deinit {
        terminate()
        try? FileManager.default.removeItem(atPath: outputPath)
    }

    /// Sends one line; false if the child is gone.
    func send(_ line: String) -> Bool {
        var bytes = Array((line + "\n").utf8)
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeMutableBytes { raw in
                Glue.send(socket, raw.baseAddress! + offset, raw.count - offset)
            }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { return false }
            offset += n
        }
        return true
    }

    /// What reading a line gave.
    enum Read {
        case line(String)
        /// The child closed its end: it exited or died.
        case closed
        case timedOut
    }

    /// The next line the child sends, waiting at most `seconds` of the time this process was
    /// there to wait (`WatchedDeadline`): resumed after being stopped or suspended, it does not
    /// give up on the child for the time both were not running.
    func readLine(within seconds: TimeInterval) -> Read {
        var deadline = WatchedDeadline(seconds: seconds)
        var meantToWait = 0.0
        while true {
            if let line = buffer.nextLine() { return .line(line) }
            let left = deadline.remaining(afterWaiting: meantToWait)
            // Even with no time left the socket is looked at once more: a line may have come
            // while this process was away.
            let milliseconds = left > 0 ? Int32(min(left * 1000, 60_000).rounded(.up)) : 0
            meantToWait = Double(milliseconds) / 1000
            var pfd = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            if poll(&pfd, 1, milliseconds) > 0 {
                if !buffer.fill(from: socket) { return .closed }
                continue
            }
            if left <= 0 { return .timedOut }  // otherwise interrupted, or not yet: look again
        }
    }

    /// Waits up to `seconds` for the child to exit; its raw wait status, if it did.
    @discardableResult
    func waitForExit(seconds: TimeInterval) -> Int32? {
        if let exitStatus { return exitStatus }
        let deadline = Date().addingTimeInterval(seconds)
        repeat {
            var status: Int32 = 0
            let r = waitpid(pid, &status, WNOHANG)
            if r == pid { exitStatus = status; return status }
            if r < 0 && errno != EINTR { exitStatus = -1; return -1 }
            usleep(2_000)
        } while Date() < deadline
        return nil
    }

    /// Stops the child (if it still runs) and reaps it: asked to end first (a fork server then
    /// kills its worker, which would otherwise outlive it and run on), killed if it has not
    /// within 100 ms.
    func terminate() {
        if exitStatus == nil {
            kill(pid, SIGTERM)
            if waitForExit(seconds: 0.1) == nil { kill(pid, SIGKILL) }
            var status: Int32 = 0
            while exitStatus == nil, waitpid(pid, &status, 0) < 0 && errno == EINTR {}
            if exitStatus == nil { exitStatus = status }
        }
        if socket >= 0 { close(socket); socket = -1 }
    }

    /// Stops listening to the child: it reads end-of-file and exits by itself.
    func closeSocket() { shutdown(socket, Int32(SHUT_WR)) }

    /// Everything the child wrote to standard output and error so far.
    var output: String { FileText.read(outputPath) }

    /// The bytes `range` of what the child wrote to standard output and error (up to its end
    /// if `range` is unbounded or the file shorter), as text.
    func output(in range: Range<UInt64>) -> String { FileText.read(outputPath, in: range) }

    /// Empties the output file (the child appends, so its next writes start at 0).
    func clearOutput() { truncate(outputPath, 0) }

    /// The file to start for `executable`: on Linux, the running program itself, through
    /// /proc/self/exe, when `executable` names it. That stays this program when a rebuild has
    /// replaced or deleted its file during a long run, and a child must run the code its parent
    /// runs (the protocol, the layouts, the properties).
    static func spawnPath(for executable: String) -> String {
        #if os(Linux)
        if namesRunningProgram(executable, running: ChildLaunch.currentExecutable) { return "/proc/self/exe" }
        #endif
        return executable
    }

    /// Whether `executable` is the program whose file /proc/self/exe resolves to as `running`:
    /// the same path, either of them perhaps marked deleted (`ChildLaunch.withoutDeletedMark`).
    static func namesRunningProgram(_ executable: String, running: String) -> Bool {
        ChildLaunch.withoutDeletedMark(executable) == ChildLaunch.withoutDeletedMark(running)
    }

    /// How the child ended, readable ("killed by signal 4 (SIGILL)", "exited with status 1").
    static func describe(status: Int32) -> String {
        let signal = status & 0x7F
        if signal == 0 { return "exited with status \((status >> 8) & 0xFF)" }
        let names: [Int32: String] = [SIGILL: "SIGILL", SIGTRAP: "SIGTRAP", SIGABRT: "SIGABRT", SIGSEGV: "SIGSEGV",
                                      SIGBUS: "SIGBUS", SIGFPE: "SIGFPE", SIGKILL: "SIGKILL"]
        return "killed by signal \(signal)" + (names[signal].map { " (\($0))" } ?? "")
    }

    private static func posixError(_ call: String) -> Error {
        NSError(domain: NSPOSIXErrorDomain, code: Int(errno), userInfo: [NSLocalizedDescriptionKey: "\(call): \(String(cString: strerror(errno)))"])
    }

    #if canImport(Glibc)
    private static let streamType = Int32(SOCK_STREAM.rawValue)
    private static func newFileActions() -> posix_spawn_file_actions_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        return actions
    }
    #else
    private static let streamType = SOCK_STREAM
    private static func newFileActions() -> posix_spawn_file_actions_t? {
        var actions: posix_spawn_file_actions_t?
        posix_spawn_file_actions_init(&actions)
        return actions
    }
    #endif
}

/// `send` without SIGPIPE where the platform has the flag.
private enum Glue {
    static func send(_ fd: Int32, _ bytes: UnsafeMutableRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        return Glibc.send(fd, bytes, count, Int32(MSG_NOSIGNAL))
        #else
        return Darwin.send(fd, bytes, count, 0)
        #endif
    }
}
