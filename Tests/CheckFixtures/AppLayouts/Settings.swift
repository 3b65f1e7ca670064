import SwiftUI

/// Every subview as wide as the widest: private to this file, as app code often has it.
private struct EqualWidthStack: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let cell = largest(subviews)
        return CGSize(width: cell.width * CGFloat(subviews.count), height: cell.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard !subviews.isEmpty else { return }
        let cell = largest(subviews)
        for (index, subview) in subviews.enumerated() {
            subview.place(at: CGPoint(x: bounds.minX + CGFloat(index) * cell.width, y: bounds.minY),
                          proposal: ProposedViewSize(width: cell.width, height: cell.height))
        }
    }

    private func largest(_ subviews: Subviews) -> CGSize {
        subviews.map { $0.sizeThatFits(.unspecified) }.reduce(.zero) { CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height)) }
    }
}

/// A settings screen using views PlumbUI does not model (`Label`, `List`, `Toggle`).
struct SettingsView: View {
    @State private var notifications = true
    var body: some View {
        List {
            Label("Account", systemImage: "person")
            Toggle("Notifications", isOn: $notifications)
            EqualWidthStack {
                Text("Save")
                Text("Cancel")
            }
        }
    }
}
