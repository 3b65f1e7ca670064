import Foundation
import Testing
@testable import Plumb
import PlumbProperties

@Suite("Properties over the built-in containers")
struct BuiltinPropertyTests {
    @Test("1,000 seeded cases of built-in containers break no property")
    func builtins() throws {
        let runner = CaseRunner()
        let generator = Generator()
        var signatures: [String: (count: Int, example: String, seed: UInt64)] = [:]
        for i in 0..<1000 {
            let seed = Generator.caseSeed(1, index: i)
            let (_, result) = try runner.run(generator.makeCase(seed: seed))
            for v in result.violations {
                let key = v.property + " @ " + (v.kindPath.split(separator: "/").last.map(String.init) ?? "")
                signatures[key, default: (0, v.description, seed)].count += 1
            }
        }
        for (key, value) in signatures.sorted(by: { $0.key < $1.key }) {
            Issue.record("\(key): \(value.count)× e.g. seed \(value.seed): \(value.example)")
        }
    }
}
