import Foundation
import Testing
@testable import Plumb

/// What a campaign checking cases in its own process leaves for a trap to print
/// (`InProcessTrapNote`; `Scripts/bad-inputs` traps a user's layout to see it printed).
@Suite("Trap notes for in-process campaigns")
struct TrapNoteTests {
    @Test("a note naming the case by its digits is rewritten per case from a template; one that also varies otherwise is made in full")
    func templates() throws {
        let template = try #require(InProcessTrapNote.Template { "case \($0): PLUMB_REPLAY=3:\($0) swift test\n" })
        let slot = try #require(InProcessTrapNote.claim())
        defer { InProcessTrapNote.release(slot) }
        slot.say(template, index: 42)
        #expect(slot.note == "case 42: PLUMB_REPLAY=3:42 swift test\n")
        slot.say(template, index: 7)
        #expect(slot.note == "case 7: PLUMB_REPLAY=3:7 swift test\n")
        #expect(InProcessTrapNote.Template { "--cases \($0 + 1) --shard \($0)/\($0 + 1)" } == nil)
        #expect(InProcessTrapNote.Template { _ in "no index" } == nil)
    }

    @Test("an in-process campaign notes the case it is checking, with the line that reruns it, and frees its slot after")
    func campaignNotes() throws {
        var campaign = Campaign(generator: Generator(GeneratorConfiguration()), runner: CaseRunner())
        campaign.replayLine = { "PLUMB_REPLAY=\($0):\($1) swift test --filter 'X'" }
        let note = TrapNote(campaign: campaign, seed: 5, doing: "while checking")
        let slot = try #require(InProcessTrapNote.claim())
        note.say(in: slot, index: 12)
        #expect(slot.note.contains("the process trapped while checking case 12 of seed 5"))
        #expect(slot.note.contains("to rerun just that case: PLUMB_REPLAY=5:12 swift test --filter 'X'"))
        InProcessTrapNote.release(slot)
        #expect(slot.note.isEmpty)
        // A campaign run here claims a slot and gives it back: the slots do not run out.
        for _ in 0..<(InProcessTrapNote.capacity + 1) { _ = campaign.run(seed: 1, cases: 1) }
        let again = try #require(InProcessTrapNote.claim())
        InProcessTrapNote.release(again)
    }
}
