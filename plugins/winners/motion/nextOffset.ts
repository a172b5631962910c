/** Spec §2 Home rows: biggest wins scroll 0.5 px per animation frame. */
export const SCROLL_STEP_PX = 0.5;

/**
 * The scroll offset one frame later. The list is drawn twice, one copy under the other, so
 * when the offset reaches the height of one copy it starts again at the same picture.
 */
export function nextOffset(offset: number, loopHeight: number, step = SCROLL_STEP_PX): number {
  if (loopHeight <= 0) return 0;
  const next = offset + step;
  return next >= loopHeight ? next - loopHeight : next;
}
