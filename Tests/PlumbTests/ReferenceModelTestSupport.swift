import PlumbUI

extension ProposedViewSize {
    /// The proposals the reference-model suites lay a container out with beyond what campaigns
    /// generate: nil, zero and infinite lengths, mixed on the two axes, and plain ones.
    static let modelAgreementProbes: [ProposedViewSize] = [
        .unspecified, .zero, .infinity, ProposedViewSize(width: 120, height: 45),
        ProposedViewSize(width: 80, height: nil), ProposedViewSize(width: nil, height: 33.5),
        ProposedViewSize(width: 0, height: 60), ProposedViewSize(width: .infinity, height: 20),
    ]
}
