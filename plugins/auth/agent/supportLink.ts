/**
 * The live-chat address for the agent page's support line: the platform's LIVECHAT entry first,
 * else the site's own; only an https address or a path on this site, since it becomes a link.
 */
export function supportChatUrl(
  fromPlatform: readonly { csType: string; path: string }[] | undefined,
  fromSite: readonly { type: string; url: string }[],
): string | null {
  const url =
    fromPlatform?.find((entry) => entry.csType === 'LIVECHAT' && entry.path)?.path ??
    fromSite.find((entry) => entry.type === 'LIVECHAT')?.url;
  if (!url) return null;
  const sameSite = url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\');
  return sameSite || /^https:\/\/[^/\\]/i.test(url) ? url : null;
}
