// How big a platform call's body may be. Most calls carry a few fields, so the 2 MiB of io.ts
// protects the emulator; a call that carries an upload gets room for it and nothing more.

/**
 * The withdrawal confirmation's proof image: at most 5 MiB decoded (§9) is 6.67 MiB of base64 in
 * the JSON body, so 8 MiB. A proxy in front of the platform needs the same figure for this path
 * (nginx: `client_max_body_size 8m;` on /wps/relay/MCSFE_processC2CTransaction).
 */
export const UPLOAD_BODY_BYTES = 8 * 1024 * 1024;

const LIMITS: Record<string, number> = {
  c2cTransaction: UPLOAD_BODY_BYTES,
  // The activity application form: up to 3 images of at most 5 MiB each (§9), the remark beside them.
  promotionApply: 3 * UPLOAD_BODY_BYTES,
};

/** The largest body `endpoint` accepts, or undefined for the default of readBody. */
export function bodyLimitOf(endpoint: string): number | undefined {
  return LIMITS[endpoint];
}
