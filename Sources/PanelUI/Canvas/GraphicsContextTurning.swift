import PanelBase

extension GraphicsContext {
    /// A layer drawn through the context's transform, for what a turned (rotated or
    /// sheared) context draws that is not a path: text and images are laid out upright where
    /// the untransformed context would put them, and the renderer turns the layer, as
    /// SwiftUI's canvas turns them. Nil for a transform that keeps axes (drawn directly).
    var turnedScope: CanvasRecording.Scope? {
        guard transform.b != 0 || transform.c != 0 else { return nil }
        var effect = GroupEffect()
        effect.transform = GroupTransform(frame: recording.frame, local: turnedTransform)
        return recording.makeScope(effect)
    }

    /// The context's transform in the display list's fixed point.
    var turnedTransform: FixedAffineTransform {
        FixedAffineTransform(a: transform.a, b: transform.b, c: transform.c, d: transform.d, tx: transform.tx, ty: transform.ty)
    }
}
