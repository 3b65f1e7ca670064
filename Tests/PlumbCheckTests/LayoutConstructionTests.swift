import Testing
@testable import PlumbCheck

@Suite("How plumb check builds a layout it found")
struct LayoutConstructionTests {
    static func layout(_ text: String, named name: String) -> (LayoutDeclaration, [PlainEnum]) {
        let finder = LayoutFinder([SourceFile(path: "F.swift", text: text)])
        return (finder.layouts.first { $0.name == name }!, finder.enums)
    }

    static func plan(_ text: String, _ name: String) -> Result<LayoutConstruction.Plan, CannotBuild> {
        let (layout, enums) = layout(text, named: name)
        return LayoutConstruction.plan(for: layout, enums: enums, id: 0)
    }

    @Test("the memberwise initializer: defaulted and required drawable stored properties are drawn; a let with a value is not a parameter")
    func memberwise() throws {
        let plan = try Self.plan("""
            enum Mode { case a, b }
            struct Flow: Layout { var spacing: CGFloat = 8; let columns: Int; let fixed = 2; var mode: Mode = .a; var justified = false }
            """, "Flow").get()
        #expect(plan.summary == "Flow(spacing: …, columns: …, mode: …, justified: …)")
        #expect(plan.declarations.contains("let plumbArgument0: CGFloat = CGFloat(plumb.number(0, 24))"))
        #expect(plan.declarations.contains("let plumbArgument1: Int = Int(plumb.integer(1, 4))"))
        #expect(plan.declarations.contains("([.a, .b] as [Mode])[plumb.pick(2)]"))
        #expect(plan.declarations.contains("([false, true] as [Bool])[plumb.pick(2)]"))
        #expect(!plan.declarations.contains("fixed"))
        #expect(plan.maker == "Flow.plumbCheckMake0")
    }

    @Test("an explicit initializer wins over none; a default larger than the usual range widens it; a negative default is kept")
    func explicitInitializer() throws {
        let plan = try Self.plan("""
            struct Grid: Layout { init(gap: Double = 40, inset: CGFloat = -1, _ rows: Int = 0) {} }
            """, "Grid").get()
        #expect(plan.declarations.contains("Double(plumb.number(0, 80))"))
        #expect(!plan.declarations.contains("inset"))
        #expect(plan.declarations.contains("Int(plumb.integer(0, 4))"))
        #expect(plan.declarations.contains("Grid.plumbCheckMake0") == false)
        #expect(plan.declarations.contains("return (Grid(gap: plumbArgument0, plumbArgument2)"))
    }

    @Test("an optional parameter is nil or a drawn value")
    func optional() throws {
        let plan = try Self.plan("struct S: Layout { var spacing: CGFloat? }", "S").get()
        #expect(plan.declarations.contains("let plumbArgument0: CGFloat? = (plumb.pick(2) == 0 ? nil : CGFloat(plumb.number(0, 24)))"))
    }

    @Test("what cannot be built says why and what to do")
    func cannotBuild() {
        guard case .failure(let needs) = Self.plan("struct T: Layout { let titles: [String] }", "T") else {
            Issue.record("built a layout needing [String]"); return
        }
        #expect(needs.reason.contains("titles: [String]"))
        #expect(needs.advice.contains("default values"))
        guard case .failure(let generic) = Self.plan("struct G<T>: Layout {}", "G") else { Issue.record("built a generic layout"); return }
        #expect(generic.reason.contains("generic"))
    }

    @Test("a privately nested layout is built from an extension of its enclosing type")
    func privatelyNested() throws {
        let plan = try Self.plan("struct Outer { private struct Inner: Layout {} }", "Outer.Inner").get()
        #expect(plan.declarations.hasPrefix("extension Outer {"))
        #expect(plan.declarations.contains("return (Inner(), \"Outer.Inner()\")"))
        #expect(plan.maker == "Outer.plumbCheckMake0")
    }

    @Test("a class whose stored properties all have values is built with init()")
    func classWithDefaults() throws {
        let plan = try Self.plan("final class C: Layout { var gap: CGFloat = 2 }", "C").get()
        #expect(plan.declarations.contains("return (C(), \"C()\")"))
    }
}
