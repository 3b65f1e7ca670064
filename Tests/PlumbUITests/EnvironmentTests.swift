import Foundation
import Testing
import PlumbUI

// Written as a SwiftUI source file would be: an environment key with an extension property,
// a view reading it with @Environment, and an ancestor setting it with .environment(_:_:).

private struct ChipSpacingKey: EnvironmentKey {
    static let defaultValue: CGFloat = 4
}

extension EnvironmentValues {
    var chipSpacing: CGFloat {
        get { self[ChipSpacingKey.self] }
        set { self[ChipSpacingKey.self] = newValue }
    }
}

private struct Chip: View {
    @Environment(\.chipSpacing) var spacing
    @Environment(\.layoutDirection) var direction
    let id: String

    var body: some View {
        Color.blue.frame(width: 10, height: 10).padding(direction == .leftToRight ? spacing : 0).id(id)
    }
}

@Suite("SwiftUI's environment API")
struct EnvironmentTests {
    @Test("@Environment reads the value the nearest .environment sets, or the key's default")
    func readsWhatAncestorsSet() {
        let host = LayoutHost(size: CGSize(width: 300, height: 300))
        let view = HStack(spacing: 0) {
            Chip(id: "default")
            Chip(id: "set").environment(\.chipSpacing, 10)
            VStack { Chip(id: "inner").environment(\.chipSpacing, 1) }.environment(\.chipSpacing, 20)
            VStack { Chip(id: "inherited") }.environment(\.chipSpacing, 20)
        }
        #expect(host.sizeThatFits(Chip(id: "alone"), proposal: .unspecified) == CGSize(width: 18, height: 18))
        let s = host.layout(view)
        #expect(s.frame(of: "default")?.size == CGSize(width: 18, height: 18))
        #expect(s.frame(of: "set")?.size == CGSize(width: 30, height: 30))
        #expect(s.frame(of: "inner")?.size == CGSize(width: 12, height: 12), "the nearest ancestor wins")
        #expect(s.frame(of: "inherited")?.size == CGSize(width: 50, height: 50), "values reach every descendant")
        var values = EnvironmentValues()
        #expect(values.chipSpacing == 4 && values.layoutDirection == .leftToRight && values.displayScale == 1)
        values.chipSpacing = 7
        #expect(values[ChipSpacingKey.self] == 7)
    }
}
