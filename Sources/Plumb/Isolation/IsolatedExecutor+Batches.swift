import Foundation
import PlumbProperties

/// Batches: sent ahead, in turn to each lane, and read back in the campaign's order.
extension IsolatedExecutor {
    /// How many batches after the one asked for can be sent ahead: each lane holds `depth`.
    var lookahead: Int { Self.depth * lanes.count - 1 }

    /// The violations of each of `batch`'s cases, made from their seeds in the child: one request
    /// for them all, answered case by case. A case that takes the worker down is that case's
    /// failure; the cases after it go to the next worker.
    ///
    /// Pipelined: batches go to the lanes in turn, each lane holding the one it runs and the
    /// next (`upcoming` are posted before `batch`'s answers are read), so no child waits for
    /// the parent between batches, and with two lanes two batches run at once. A fork server's
    /// wire keeps the order of what it was sent. Whatever else must be asked meanwhile (a
    /// shrink, a case to settle after a death) first reads the answers of what is posted on
    /// that lane to the end (`drain`), so requests and answers never cross.
    func violations(batch: [SeededCase], then upcoming: [[SeededCase]]) -> [Result<[Violation], Error>] {
        guard childMakesCases, batch.count > 1 else {
            drain()
            return batch.map { item in Result { try violations(item.made.c, seed: item.seed, checksum: item.made.checksum, runner: item.runner) } }
        }
        if let first = posted.first, !Self.same(first.batch, batch) { drain(); posted = [] }  // asked out of order
        if posted.isEmpty {
            if !upcoming.isEmpty && lanes.count > 1 { try? start(lane: 1) }  // starts while the first lane's child starts
            postAhead(batch)
        }
        for next in upcoming.prefix(lookahead) where next.count > 1 && !posted.contains(where: { Self.same($0.batch, next) }) {
            guard posted.count < lookahead + 1, lanes[batchesSent % lanes.count].forks || !posted.contains(where: { $0.lane == batchesSent % lanes.count }) else { break }
            postAhead(next)
        }
        let mine = posted.removeFirst()
        return mine.results ?? answers(to: mine.batch, lane: mine.lane)
    }

    static func same(_ a: [SeededCase], _ b: [SeededCase]) -> Bool { a.count == b.count && zip(a, b).allSatisfy { $0 === $1 } }

    /// Posts `batch` to the next lane in turn (its results are an error for each case if that fails).
    func postAhead(_ batch: [SeededCase]) {
        let lane = batchesSent % lanes.count
        batchesSent += 1
        do {
            try post(batchRequest(batch[...]), lane: lane)
            posted.append((batch, lane, nil))
        } catch {
            posted.append((batch, lane, batch.map { _ in .failure(error) }))
        }
    }

    /// Reads the answers of the batches posted on `lane` (every lane: nil) and keeps them for
    /// when they are asked for.
    func drain(lane: Int? = nil) {
        for i in posted.indices where posted[i].results == nil && (lane == nil || posted[i].lane == lane) {
            let (batch, batchLane, _) = posted[i]
            posted[i].results = []  // reading it may settle a death, which must not wait for itself
            posted[i].results = answers(to: batch, lane: batchLane)
        }
    }

    /// One request for `cases`, made from their seeds in the child.
    func batchRequest(_ cases: ArraySlice<SeededCase>) -> WorkerProtocol.Request {
        WorkerProtocol.Request(operation: .runSeeds, case: nil, seeds: .init(cases.map(\.seed)),
                               origins: .init(cases.flatMap { [Double($0.runner.origin.x), Double($0.runner.origin.y)] }),
                               originX: 0, originY: 0, onlyKind: cases.first?.runner.onlyKind)
    }

    /// The answers to `batch`, whose request is posted on `lane`: read case by case; after a
    /// worker's death, the rest of the batch is posted again for the next worker.
    func answers(to batch: [SeededCase], lane: Int) -> [Result<[Violation], Error>] {
        var results: [Result<[Violation], Error>] = []
        var restIsPosted = true  // the whole batch is, to begin with
        while results.count < batch.count {
            let rest = batch[results.count...]
            let first = rest.first!
            if !restIsPosted {
                do { try post(batchRequest(rest), lane: lane) } catch {
                    results += rest.map { _ in .failure(error) }
                    break
                }
            }
            restIsPosted = false
            for (position, item) in rest.enumerated() {
                let outcome: Outcome
                do { outcome = try receive(lane: lane) } catch {
                    results += batch[results.count...].map { _ in .failure(error) }
                    return results
                }
                switch outcome {
                case .answered(let response):
                    if let error = response.error, error.contains(Self.noGeneratorMarker) {
                        // A child serving without the generator (a `plumb worker` for replays, a
                        // program's own `serve(runner:)`): send it cases, one at a time, once it
                        // has answered the rest of this batch (the same error).
                        childMakesCases = false
                        for _ in (position + 1)..<rest.count { _ = try? receive(lane: lane) }
                        drain()
                        for rest in batch[results.count...] {
                            results.append(Result { try violations(rest.made.c, seed: rest.seed, checksum: rest.made.checksum, runner: rest.runner) })
                        }
                        return results
                    } else if let error = response.error {
                        results.append(.failure(WorkerCaseError(description: error)))
                    } else if (item === first || response.violations?.isEmpty == false) && response.checksum != item.made.checksum {
                        // Checked on the first case of each batch and on every failing one (the
                        // parent makes those anyway): a child with another generator differs at once.
                        let error = IsolationError.protocolViolation("the child made a different case from seed \(item.seed): its generator is not the campaign's")
                        results += batch[results.count...].map { _ in .failure(error) }
                        return results
                    } else {
                        // One of the campaign's own cases (shrinks and stand-ins take other
                        // paths): what its waivers excused counts towards their reach, and the
                        // undeclared keys it read are found.
                        item.runner.recordAnswer(response)
                        results.append(.success(response.violations ?? []))
                    }
                    continue
                case .died(let violation, let cause):
                    // This case took its worker down. A batch posted after it on this lane is
                    // already with the next worker: read it to the end first. Then settle this case
                    // alone (a first stall is re-run patiently, a blocked case in a fresh child),
                    // and send the rest of this batch to the next worker.
                    drain(lane: lane)
                    if cause == .stalled || cause == .blocked {
                        results.append(Result { try violations(item.made.c, seed: item.seed, checksum: item.made.checksum, runner: item.runner,
                                                               after: (violation, cause)) })
                    } else {
                        results.append(.success([violation]))
                    }
                }
                break
            }
        }
        return results
    }
}
