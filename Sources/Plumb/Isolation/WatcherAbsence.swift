import Foundation

/// How long a watcher was away between two of its looks: the whole time between them, when
/// it came later than it meant to by more than an ordinary late wake-up. (When in that stretch
/// it left cannot be known, so none of it counts as watched: a watch that resumes goes on with
/// the time it had left, and a case that never answers still runs out of it.)
///
/// A watcher that was not running cannot have seen anything, and what it watches was most
/// likely not running either: the whole process group stopped (Ctrl-Z, `SIGSTOP`, a debugger,
/// a frozen container) or the machine suspended. Monotonic time runs on meanwhile, so a case
/// timed by it alone would be judged blocked, or unanswered, on resuming, for time the layout
/// never had: a false hang. Watchers leave such stretches out.
struct WatcherAbsence {
    /// How much later than meant a look may come before the excess counts as an absence: far
    /// above a timer's usual lateness, far below any limit that judges a hang (the shortest
    /// blocked limit is ten explicit timeouts).
    static let allowance = 0.25

    private var lastLook: Double?

    /// Looks at `now` after meaning to wait at most `meantToWait` seconds since the last look;
    /// the seconds not to count as watched since then (0 for the first look).
    mutating func look(meantToWait: Double, now: Double = ClockSeconds.monotonic) -> Double {
        defer { lastLook = now }
        guard let lastLook else { return 0 }
        let elapsed = now - lastLook
        return elapsed > meantToWait + Self.allowance ? elapsed : 0
    }

    /// Forgets the last look: the next one starts afresh (after an idle wait of any length).
    mutating func forget() { lastLook = nil }
}

/// A deadline counted in the time its watcher was present to see pass: each absence
/// (`WatcherAbsence`) moves it later by as much.
struct WatchedDeadline {
    private var end: Double
    private var absence = WatcherAbsence()

    /// A deadline `seconds` from `now`.
    init(seconds: Double, now: Double = ClockSeconds.monotonic) {
        end = now + seconds
        _ = absence.look(meantToWait: 0, now: now)
    }

    /// The seconds left at `now`, after a wait meant to last at most `meantToWait` seconds.
    mutating func remaining(afterWaiting meantToWait: Double, now: Double = ClockSeconds.monotonic) -> Double {
        end += absence.look(meantToWait: meantToWait, now: now)
        return end - now
    }
}
