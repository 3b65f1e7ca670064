import Foundation

/// What a campaign checking cases in its own process says if a case traps or never returns:
/// which case, the line that reruns it, and that isolation reports traps and hangs instead
/// (`InProcessCaseNote` prints it, after a lead that says which happened).
struct CaseNote {
    private let template: InProcessCaseNote.Template?
    private let make: (Int) -> String

    /// The note for working on a case of `campaign` from `seed`, `doing` it ("checking").
    init(campaign: Campaign, seed: UInt64, doing: String) {
        let replayLine = campaign.replayLine
        make = { index in
            "\(doing) case \(index) of seed \(seed), in process.\n"
                + "plumb: to rerun just that case: \(replayLine(seed, index))\n"
                + Self.isolationAdvice
        }
        template = InProcessCaseNote.Template(make)
    }

    /// Sets the note for case `index` in `slot`.
    func say(in slot: InProcessCaseNote.Slot, index: Int) {
        if let template { slot.say(template, index: index) } else { slot.say(make(index)) }
    }

    /// The note while a campaign replays its corpus's saved failures, before its own cases.
    static let replayingSaved = "replaying the corpus's saved failures, in process.\n" + isolationAdvice

    private static let isolationAdvice = "plumb: checked isolated (LayoutChecker(isolation: .process), or plumb fuzz --isolate), "
        + "a trap or a hang is a failure: reported, shrunk and saved, and the run goes on.\n"
}
