import Foundation
import Testing
@testable import Plumb

/// What a campaign checking cases in its own process leaves to be said if a case traps or
/// never returns (`InProcessCaseNote`; `Scripts/bad-inputs` makes a user's layout trap, overflow
/// the stack and loop forever to see it said).
@Suite("Notes of the case an in-process campaign is on")
struct CaseNoteTests {
    @Test("a note naming the case by its digits is rewritten per case from a template; one that also varies otherwise is made in full")
    func templates() throws {
        let template = try #require(InProcessCaseNote.Template { "case \($0): PLUMB_REPLAY=3:\($0) swift test\n" })
        let slot = try #require(InProcessCaseNote.claim())
        defer { InProcessCaseNote.release(slot) }
        slot.say(template, index: 42)
        #expect(slot.note == "case 42: PLUMB_REPLAY=3:42 swift test\n")
        slot.say(template, index: 7)
        #expect(slot.note == "case 7: PLUMB_REPLAY=3:7 swift test\n")
        #expect(InProcessCaseNote.Template { "--cases \($0 + 1) --shard \($0)/\($0 + 1)" } == nil)
        #expect(InProcessCaseNote.Template { _ in "no index" } == nil)
    }

    @Test("an in-process campaign notes the case it is checking, with the line that reruns it, and frees its slot after")
    func campaignNotes() throws {
        var campaign = Campaign(generator: Generator(GeneratorConfiguration()), runner: CaseRunner())
        campaign.replayLine = { "PLUMB_REPLAY=\($0):\($1) swift test --filter 'X'" }
        let note = CaseNote(campaign: campaign, seed: 5, doing: "checking")
        let slot = try #require(InProcessCaseNote.claim())
        note.say(in: slot, index: 12)
        #expect(slot.note.hasPrefix("checking case 12 of seed 5, in process.\n"))
        #expect(slot.note.contains("to rerun just that case: PLUMB_REPLAY=5:12 swift test --filter 'X'"))
        InProcessCaseNote.release(slot)
        #expect(slot.note.isEmpty)
        // A campaign run here claims a slot and gives it back: the slots do not run out.
        for _ in 0..<(InProcessCaseNote.capacity + 1) { _ = campaign.run(seed: 1, cases: 1) }
        let again = try #require(InProcessCaseNote.claim())
        InProcessCaseNote.release(again)
    }

    @Test("a case still running after the hang limit is spoken of once; the next case, or the next run of a shrink, may be again")
    func overdue() throws {
        let slot = try #require(InProcessCaseNote.claim())
        defer { InProcessCaseNote.release(slot) }
        slot.say("checking case 3 of seed 1, in process.\n")
        let now = DispatchTime.now().uptimeNanoseconds, limit = InProcessCaseNote.hangSeconds * 1_000_000_000
        func mine(_ notes: [String]) -> [String] { notes.filter { $0.contains("checking case 3 of seed 1") } }
        #expect(mine(InProcessCaseNote.overdueNotes(now: now)).isEmpty, "not overdue yet")
        let said = mine(InProcessCaseNote.overdueNotes(now: now + limit + 1_000_000_000))
        #expect(said.count == 1 && said[0].contains("no answer for \(InProcessCaseNote.hangSeconds) s"), "\(said)")
        #expect(mine(InProcessCaseNote.overdueNotes(now: now + 2 * limit)).isEmpty, "said once")
        InProcessCaseNote.stillWorking()
        #expect(mine(InProcessCaseNote.overdueNotes(now: DispatchTime.now().uptimeNanoseconds + limit + 1_000_000_000)).count == 1)
    }
}
