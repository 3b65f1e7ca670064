import Foundation

/// The kinds PlumbUI's own views, containers and modifiers give their nodes in laid-out trees.
/// A third-party layout whose type has one of these names (a user's `Grid`) is named by its
/// module-qualified name instead, so that the checker never takes a built-in for it, nor it for
/// a built-in (a test holds the list to every kind the generator's trees contain).
@_spi(Engine)
public enum BuiltinKinds {
    public static let all: Set<String> = [
        "HStack", "VStack", "ZStack", "Grid", "ViewThatFits", "ScrollView", "GeometryReader",
        "frame", "flexFrame", "padding", "fixedSize", "offset", "overlay", "background", "aspectRatio", "position",
        "Text", "Color", "Image", "Spacer", "Divider", "ProgressView", "Button",
        "Rectangle", "RoundedRectangle", "Circle", "Ellipse", "Capsule", "LinearGradient", "RadialGradient", "AngularGradient",
    ]
}
