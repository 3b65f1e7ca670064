import Foundation

/// What a campaign checking cases in its own process prints if this process traps while it
/// works on a case: which case, the line that reruns it, and that isolation reports the trap
/// instead (`InProcessTrapNote` prints it before the runtime's backtrace).
struct TrapNote {
    private let template: InProcessTrapNote.Template?
    private let make: (Int) -> String

    /// The note for working on a case of `campaign` from `seed`, `doing` it ("while checking").
    init(campaign: Campaign, seed: UInt64, doing: String) {
        let replayLine = campaign.replayLine
        make = { index in
            "\nplumb: the process trapped \(doing) case \(index) of seed \(seed), in process; the runtime's report around this says where.\n"
                + "plumb: to rerun just that case: \(replayLine(seed, index))\n"
                + "plumb: checked isolated (LayoutChecker(isolation: .process), or plumb fuzz --isolate), a trap is a crash failure: reported, shrunk and saved, and the run goes on.\n"
        }
        template = InProcessTrapNote.Template(make)
    }

    /// Sets the note for case `index` in `slot`.
    func say(in slot: InProcessTrapNote.Slot, index: Int) {
        if let template { slot.say(template, index: index) } else { slot.say(make(index)) }
    }

    /// The note while a campaign replays its corpus's saved failures, before its own cases.
    static let replayingSaved = "\nplumb: the process trapped while replaying the corpus's saved failures, in process; the runtime's report around this says where.\n"
        + "plumb: checked isolated (LayoutChecker(isolation: .process)), a trap is a crash failure: reported, shrunk and saved, and the run goes on.\n"
}
