/** §5, §9: the activity application's remark is at most 140 characters, with at most 3 images. */
export const REMARK_MAX_CHARS = 140;
export const MAX_IMAGES = 3;

/** Characters as a person counts them (code points, so an emoji is one), as the platform does. */
export function remarkLength(remark: string): number {
  return [...remark.trim()].length;
}

/** The i18n key of the rule the remark breaks, or null. */
export function remarkProblem(remark: string): string | null {
  return remarkLength(remark) > REMARK_MAX_CHARS ? 'apply.remark_too_long' : null;
}
