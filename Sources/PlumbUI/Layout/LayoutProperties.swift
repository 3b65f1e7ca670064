/// Layout-specific properties of a layout container.
public struct LayoutProperties: Sendable, Equatable {
    /// The axis a stack-like layout arranges its subviews along, or nil. Spacers and dividers
    /// inside the layout take their orientation from it.
    public var stackOrientation: Axis?

    /// Properties with no stack orientation.
    public init() { stackOrientation = nil }
}
