/// The screen at one refresh: where the views were and what was drawn over them.
public struct Frame: Hashable, Sendable, Codable {
  /// A scroll view's content offset at this frame.
  public struct ScrollOffset: Hashable, Sendable, Codable {
    /// Screen holding it.
    public var screen: String
    /// Scroll view id.
    public var id: String
    /// Content offset.
    public var offset: Point

    /// Creates a scroll offset entry.
    public init(screen: String, id: String, offset: Point) {
      self.screen = screen
      self.id = id
      self.offset = offset
    }
  }

  /// Time, in seconds.
  public var t: Double
  /// Progress of the back transition or drag (0…1).
  public var progress: Double
  /// The top view's x, in points.
  public var topX: Double
  /// The x of what shows under it (the previous screen or a screenshot), or `nil` when nothing does.
  public var underX: Double?
  /// Black dimming over the under view (alpha).
  public var dim: Double
  /// Whether the top view casts its leading-edge shadow.
  public var shadow: Bool
  /// The overlay drawn on top, with its offset applied by the reader.
  public var overlay: Overlay?
  /// The screens on the stack, root first.
  public var stack: [String]
  /// Every scroll view of the top screen.
  public var scrollOffsets: [ScrollOffset]

  /// Creates a frame.
  public init(
    t: Double, progress: Double, topX: Double, underX: Double?, dim: Double, shadow: Bool, overlay: Overlay?,
    stack: [String], scrollOffsets: [ScrollOffset]
  ) {
    self.t = t
    self.progress = progress
    self.topX = topX
    self.underX = underX
    self.dim = dim
    self.shadow = shadow
    self.overlay = overlay
    self.stack = stack
    self.scrollOffsets = scrollOffsets
  }
}
