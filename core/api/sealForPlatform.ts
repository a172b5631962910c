import type { SiteConfig } from '../site/siteConfig';
import { sealValue } from './wire/valueCipher';

/**
 * A value the platform expects sealed under the brand's value key (§7, e.g. the free-play
 * login's `value`). A brand whose cipher is none (development) sends it in clear, as the platform
 * then sends its own sealed values in clear (core/boot/openServicePaths.ts).
 */
export function sealForPlatform(
  cipher: SiteConfig['platform']['cipher'],
  plain: string,
): Promise<string> {
  return cipher.type === 'none' ? Promise.resolve(plain) : sealValue(cipher.valueKey, plain);
}
