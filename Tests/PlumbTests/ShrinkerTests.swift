import Foundation
import Testing
@testable import Plumb
import PlumbExamples

@Suite("Shrinker")
struct ShrinkerTests {
    /// Shrinks the first `count` failing cases of `layout` for `property`: the shrunk cases'
    /// Swift source with how often each came out, evaluations and seconds per shrink.
    static func shrinkMany(_ layout: String, _ property: String, count: Int) -> (shapes: [String: Int], evaluations: [Int], seconds: [Double]) {
        let generator = exampleGenerator(layout), runner = exampleRunner(layout)
        let shrinker = Shrinker(generator: generator) { try runner.run($0).result.violations }
        var shapes: [String: Int] = [:], evaluations: [Int] = [], seconds: [Double] = []
        var i = 0
        while evaluations.count < count && i < 3000 {
            let choices = Choices(seed: Generator.caseSeed(7, index: i))
            i += 1
            guard let v = try? runner.run(generator.makeCase(choices)).result.violations.first(where: { $0.property == property }) else { continue }
            let start = Date()
            guard let result = shrinker.shrink(choices.sequence, keeping: .init(v)) else { continue }
            seconds.append(Date().timeIntervalSince(start))
            evaluations.append(result.evaluations)
            shapes[result.shrunk.swiftSource(ExampleLayouts.registry), default: 0] += 1
        }
        return (shapes, evaluations, seconds)
    }

    /// The broken examples the shrinker reliably reduces to one case today.
    static let converging = ExampleLayouts.broken.filter {
        !["size-agreement", "stack-no-overlap", "zstack-alignment", "text-wrapping", "scale-invariance", "transpose-symmetry"].contains($0.property)
    }

    @Test("each converging broken example shrinks 20 different failures to one tiny case", arguments: converging.indices)
    func converges(index: Int) {
        let (layout, property) = Self.converging[index]
        let (shapes, evaluations, _) = Self.shrinkMany(layout, property, count: 20)
        #expect(evaluations.count == 20, "fewer than 20 failing cases found for \(layout)")
        let top = shapes.max { $0.value < $1.value }
        #expect((top?.value ?? 0) >= 19, "\(layout): \(shapes.count) different results: \(shapes.keys.sorted())")
        #expect((top?.key.components(separatedBy: "\n").count ?? 99) <= 5, "not tiny: \(top?.key ?? "")")
    }

    @Test("documented minimal cases", arguments: [
        ("BrokenStackSkipsLastSubview", "placed-once", "BrokenStackSkipsLastSubview() {\n    Color.blue\n}\n// proposed: ProposedViewSize(width: nil, height: nil)"),
        ("BrokenEqualWidthDividesByCount", "finite-geometry", "BrokenEqualWidthDividesByCount() {\n}\n// proposed: ProposedViewSize(width: nil, height: nil)"),
        ("BrokenFlowIgnoresBoundsOrigin", "translation-invariance", "BrokenFlowIgnoresBoundsOrigin() {\n    Color.blue\n}\n// proposed: ProposedViewSize(width: nil, height: nil)"),
        ("BrokenStackProposesNegativeWidths", "valid-child-proposals", "BrokenStackProposesNegativeWidths() {\n    Color.blue\n}\n// proposed: ProposedViewSize(width: 0, height: 0)"),
    ])
    func minimal(layout: String, property: String, expected: String) {
        let (shapes, _, _) = Self.shrinkMany(layout, property, count: 5)
        #expect(shapes.keys.sorted() == [expected])
    }

    @Test("shrinking is deterministic and keeps the failure's signature")
    func deterministic() throws {
        let layout = "BrokenHStack.misaligned", generator = exampleGenerator(layout), runner = exampleRunner(layout)
        let shrinker = Shrinker(generator: generator) { try runner.run($0).result.violations }
        var i = 0
        var sequence: ChoiceSequence?, violation: Violation?
        while sequence == nil {
            let c = Choices(seed: Generator.caseSeed(9, index: i)); i += 1
            if let v = try runner.run(generator.makeCase(c)).result.violations.first { sequence = c.sequence; violation = v }
        }
        let a = try #require(shrinker.shrink(sequence!, keeping: .init(violation!)))
        let b = try #require(shrinker.shrink(sequence!, keeping: .init(violation!)))
        #expect(a.sequence == b.sequence && a.shrunk == b.shrunk)
        #expect(Shrinker.Signature(a.violation) == Shrinker.Signature(violation!))
        #expect(a.sequence <= sequence!)
    }

    @Test("a case that does not fail is not shrunk")
    func notFailing() {
        let generator = exampleGenerator("FlowLayout"), runner = exampleRunner("FlowLayout")
        let shrinker = Shrinker(generator: generator) { try runner.run($0).result.violations }
        let c = Choices(seed: 1)
        _ = generator.makeCase(c)
        #expect(shrinker.shrink(c.sequence, keeping: .init(Violation(property: "placed-once", path: [], kindPath: "FlowLayout", expected: "", actual: ""))) == nil)
    }
}
