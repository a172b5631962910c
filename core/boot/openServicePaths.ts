import type { SiteConfig } from '../site/siteConfig';
import { openValue } from '../api/wire/valueCipher';

/**
 * §3: the platform seals each customer-service entry's path under the brand's value key. Start-up
 * opens them all once (boot.tsx), so every reader of the status answer (maintenance page, right
 * bar, side menu, agent login) gets plain URLs and none of them knows about the seal. An entry
 * that does not open is dropped, never shown as ciphertext, with one warning for them all. With
 * the cipher off (development) the platform sends paths in clear and they pass as they are.
 */
export async function openServicePaths<E extends { path: string }>(
  cipher: SiteConfig['platform']['cipher'],
  entries: readonly E[] = [],
): Promise<E[]> {
  if (cipher.type === 'none') return [...entries];
  const opened = await Promise.all(
    entries.map((entry) =>
      openValue(cipher.valueKey, entry.path).then(
        (path) => ({ ...entry, path }),
        () => null,
      ),
    ),
  );
  const kept = opened.filter((entry) => entry !== null);
  if (kept.length < entries.length)
    console.warn('[core] customer-service entries dropped: a path did not open');
  return kept;
}
