/** The CSS aspect ratio of a banner size: what a frame holds before its banners arrive. */
export function aspectRatioOf(size: { width: number; height: number }): string {
  return `${size.width} / ${size.height}`;
}
