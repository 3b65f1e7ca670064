// Demo code as it sits beside published layouts: navigation, presentation, events, button
// styles, view models, gestures, gradients and text forms. Written as SwiftUI code would be;
// swap `import PlumbUI` for `import SwiftUI` and it compiles unchanged on Apple platforms.

import PlumbUI
import Testing

/// A screen with navigation, presentation, event and accessibility modifiers, none of which
/// lays anything out in the view.
private struct ScreenWithBehaviour: View {
    @State private var count = 0
    @State private var showsSheet = false
    @Environment(\.colorScheme) private var scheme
    var body: some View {
        VStack {
            Text(scheme == .dark ? "Dark" : "Light").id("title")
                .accessibilityElement(children: .combine).accessibilityHidden(false)
            Color.red.frame(height: 20).id("bar")
        }
        .navigationTitle("Screen").navigationTitle(Text("Screen"))
        .toolbar { Text("Edit") }
        .sheet(isPresented: $showsSheet) { Text("Sheet") }
        .onChange(of: count) { _, _ in }.onChange(of: count) { }.onChange(of: count) { _ in }
        .task { }
    }
}

private struct PlainScreen: View {
    var body: some View {
        VStack {
            Text("Light").id("title")
            Color.red.frame(height: 20).id("bar")
        }
    }
}

@Suite("Navigation, presentation and event modifiers")
struct BehaviourModifierTests {
    @Test("a screen with a title, toolbar, sheet, change handlers, a task and accessibility lays out as without them")
    func screen() {
        let host = LayoutHost(size: CGSize(width: 200, height: 100))
        let decorated = host.layout(ScreenWithBehaviour()), plain = host.layout(PlainScreen())
        for id in ["title", "bar"] { #expect(decorated.frame(of: id) == plain.frame(of: id), "\(id)") }
        #expect(decorated.nodes.count == plain.nodes.count, "no toolbar or sheet content is laid out")
    }
}

/// A custom style: the label padded by 4 on a capsule.
private struct PillButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.padding(4).background(Capsule()).opacity(configuration.isPressed ? 0.5 : 1)
    }
}

@Suite("Button styles")
struct ButtonStyleTests {
    let host = LayoutHost(size: CGSize(width: 300, height: 300))
    var label: CGSize { host.sizeThatFits(Text("OK"), proposal: .unspecified) }

    @Test("the default (iOS's borderless), plain and borderless buttons are their label; bordered ones are padded")
    func builtIn() {
        let padding = LayoutEnvironment().buttonPadding
        let padded = CGSize(width: label.width + padding.leading + padding.trailing, height: label.height + padding.top + padding.bottom)
        #expect(host.sizeThatFits(Button("OK") {}, proposal: .unspecified) == label)
        #expect(host.sizeThatFits(Button("OK") {}.buttonStyle(.automatic), proposal: .unspecified) == label)
        #expect(host.sizeThatFits(VStack { Button("OK") {}.buttonStyle(.automatic) }.buttonStyle(.bordered), proposal: .unspecified) == label,
                "the nearer style wins")
        #expect(host.sizeThatFits(Button("OK") {}.buttonStyle(.bordered), proposal: .unspecified) == padded)
        #expect(host.sizeThatFits(Button("OK") {}.buttonStyle(.borderedProminent), proposal: .unspecified) == padded)
        #expect(host.sizeThatFits(Button("OK") {}.buttonStyle(.plain), proposal: .unspecified) == label)
        #expect(host.sizeThatFits(Button("OK") {}.buttonStyle(.borderless), proposal: .unspecified) == label)
    }

    @Test("a custom style lays the button out as its body, for every button inside until a nearer style")
    func custom() {
        let pill = CGSize(width: label.width + 8, height: label.height + 8)
        #expect(host.sizeThatFits(Button("OK") {}.buttonStyle(PillButtonStyle()), proposal: .unspecified) == pill)
        let s = host.layout(VStack {
            Button("OK") {}.id("pill")
            Button("OK") {}.buttonStyle(.plain).id("plain")
        }.buttonStyle(PillButtonStyle()))
        #expect(s.frame(of: "pill")?.size == pill)
        #expect(s.frame(of: "plain")?.size == label)
    }
}

/// A view model as SwiftUI code writes it: `@Observable` (Observation, which `import SwiftUI`
/// brings too).
@Observable private final class CardModel {
    var offset = CGSize.zero
    var scale: CGFloat = 1
}

/// A card moved and pinched by gestures; the gestures never fire in PlumbUI.
private struct DraggableCard: View {
    @State private var model = CardModel()
    var body: some View {
        Color.blue.frame(width: 80, height: 50).id("card")
            .gesture(DragGesture().onChanged { model.offset = $0.translation }.onEnded { _ in model.offset = .zero })
            .simultaneousGesture(MagnifyGesture().onChanged { model.scale = $0.magnification })
            .highPriorityGesture(TapGesture(count: 2).onEnded { model.scale = 1 })
            .onLongPressGesture { model.scale = 2 }
    }
}

@Suite("Gestures and observable models")
struct GestureAndModelTests {
    @Test("a view with an @Observable model and drag, pinch, tap and long-press gestures compiles and lays out as without them")
    func draggableCard() {
        let host = LayoutHost(size: CGSize(width: 200, height: 100))
        #expect(host.layout(DraggableCard()).frame(of: "card") == host.layout(Color.blue.frame(width: 80, height: 50).id("card")).frame(of: "card"))
        let model = CardModel()
        model.scale = 3
        #expect(model.scale == 3)
    }
}

/// A view model as older SwiftUI code writes it: `ObservableObject` with `@Published`.
private final class TagListModel: ObservableObject {
    @Published var tags = ["swift", "layout"]
    @Published var draft = ""
}

private struct TagEditor: View {
    @ObservedObject var model: TagListModel
    var body: some View {
        VStack {
            ForEach(model.tags, id: \.self) { Text($0) }
            Text(model.draft).id("draft")
        }
        .onChange(of: model.draft) { _, _ in }
    }
}

private struct TagScreen: View {
    @StateObject private var model = TagListModel()
    var body: some View { TagEditor(model: model).id("editor") }
}

extension GestureAndModelTests {
    @Test("ObservableObject view models with @Published, @StateObject and @ObservedObject compile; bindings reach the object")
    func observableObjects() {
        let host = LayoutHost(size: CGSize(width: 200, height: 100))
        #expect(host.layout(TagScreen()).frame(of: "editor") != nil)
        let model = TagListModel()
        let binding = ObservedObject(wrappedValue: model).projectedValue.draft
        binding.wrappedValue = "new"
        #expect(model.draft == "new")
    }
}

@Suite("Gradients, font designs and text styles")
struct GradientAndFontTests {
    let host = LayoutHost(size: CGSize(width: 300, height: 300))

    @Test("a gradient lays out as a Color: the proposal, 10 for a nil length")
    func gradients() {
        let linear = LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
        let radial = RadialGradient(colors: [.red], center: .center, startRadius: 0, endRadius: 20)
        let angular = AngularGradient(gradient: Gradient(stops: [.init(color: .red, location: 0)]), center: .center)
        for p in [ProposedViewSize.unspecified, .w(40, nil), .w(30, 20)] {
            let color = host.sizeThatFits(Color.red, proposal: p)
            #expect(host.sizeThatFits(linear, proposal: p) == color)
            #expect(host.sizeThatFits(radial, proposal: p) == color)
            #expect(host.sizeThatFits(angular, proposal: p) == color)
        }
        let s = host.layout(Text("a").id("t").background(linear).foregroundStyle(linear))
        #expect(s.frame(of: "t") == host.layout(Text("a").id("t")).frame(of: "t"))
    }

    @Test("Font.system(style) is the style's font; a rounded design, symbol modes, content transitions and border strokes change nothing")
    func fontsAndDrawing() {
        func size(_ v: some View) -> CGSize { host.sizeThatFits(v, proposal: .unspecified) }
        #expect(size(Text("Hello").font(.system(.title, design: .rounded))) == size(Text("Hello").font(.title)))
        #expect(size(Text("Hello").font(.system(size: 20, weight: .bold, design: .rounded))) == size(Text("Hello").font(.system(size: 20))))
        #expect(size(Text("Hello").fontDesign(.rounded).symbolRenderingMode(.hierarchical).contentTransition(.numericText()))
                == size(Text("Hello")))
        #expect(size(Capsule().strokeBorder(Color.red, lineWidth: 3).frame(width: 30)) == size(Capsule().frame(width: 30)))
    }
}

private final class ThemeModel: ObservableObject {
    @Published var inset: CGFloat = 6
}

private struct ThemedTag: View {
    @EnvironmentObject var theme: ThemeModel
    var body: some View { Color.red.frame(width: theme.inset, height: theme.inset).id("tag") }
}

extension GestureAndModelTests {
    @Test("@EnvironmentObject reads the object an ancestor provided, the nearest one winning")
    func environmentObject() {
        let host = LayoutHost(size: CGSize(width: 100, height: 100))
        let outer = ThemeModel(), inner = ThemeModel()
        inner.inset = 9
        #expect(host.layout(VStack { ThemedTag() }.environmentObject(outer)).frame(of: "tag")?.size == CGSize(width: 6, height: 6))
        #expect(host.layout(VStack { ThemedTag().environmentObject(inner) }.environmentObject(outer)).frame(of: "tag")?.size
                == CGSize(width: 9, height: 9))
    }
}

extension GradientAndFontTests {
    @Test("Text(value, format:) shows what the format writes; Text + Text is measured as one text")
    func formattedAndConcatenatedText() {
        func size(_ v: some View) -> CGSize { host.sizeThatFits(v, proposal: .unspecified) }
        #expect(size(Text(42, format: .number)) == size(Text(verbatim: 42.formatted(.number))))
        #expect(size(Text("Hello ") + Text("world").bold()) == size(Text("Hello world")))
    }
}

/// A ring whose rotation animates through `Angle`'s animatable data, as published radial
/// layouts write it.
private struct RotatingRing: Layout, Animatable {
    var rotation: Angle
    var animatableData: Angle.AnimatableData {
        get { rotation.animatableData }
        set { rotation.animatableData = newValue }
    }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let radius = min(bounds.width, bounds.height) / 2
        for (i, subview) in subviews.enumerated() {
            let angle = rotation.radians + Double(i) * 2 * .pi / Double(subviews.count)
            subview.place(at: CGPoint(x: bounds.midX + radius * cos(angle), y: bounds.midY + radius * sin(angle)),
                          anchor: .center, proposal: .unspecified)
        }
    }
}

@Suite("Animatable geometry")
struct AnimatableGeometryTests {
    @Test("Angle, CGPoint, CGSize, CGRect, UnitPoint and EdgeInsets are Animatable with SwiftUI's data, read and written back")
    func animatableData() {
        var angle = Angle(degrees: 90)
        #expect(angle.animatableData == .pi / 2)
        angle.animatableData = .pi
        #expect(angle.degrees == 180)
        var rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(rect.animatableData.first.first == 1 && rect.animatableData.second.second == 4)
        rect.animatableData.second = AnimatablePair(30, 40)
        #expect(rect == CGRect(x: 1, y: 2, width: 30, height: 40))
        var point = UnitPoint(x: 0.25, y: 0.75)
        point.animatableData.first = 0.5
        #expect(point == UnitPoint(x: 0.5, y: 0.75))
        var insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(insets.animatableData.second.second.first == 3)
        insets.animatableData.second.second.second = 40
        #expect(insets == EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 40))
    }

    @Test("a layout animating an Angle lays out at its current value")
    func rotatingLayout() {
        let host = LayoutHost(size: CGSize(width: 100, height: 100))
        var ring = RotatingRing(rotation: .zero)
        ring.animatableData = .pi / 2
        let snapshot = host.layout(ring { Color.red.frame(width: 10, height: 10).id("dot") })
        // A quarter turn puts the only subview at the bottom of the ring, centred on it.
        let dot = snapshot.frame(of: "dot")
        #expect(dot.map { abs($0.midX - 50) < 1e-9 && abs($0.midY - 100) < 1e-9 } == true)
    }
}
