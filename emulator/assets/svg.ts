// Generated SVG images (game icons, banners, captchas) so the repository stores no image files.
import { createHash } from 'node:crypto';

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A stable number stream from a string: the same id always draws the same picture. */
function hashBytes(id: string): Buffer {
  return createHash('sha256').update(id).digest();
}

export function gameIconSvg(gameId: string): string {
  const h = hashBytes(gameId);
  const hue = (h[0]! * 360) / 256;
  const hue2 = (hue + 40 + h[1]! / 4) % 360;
  const initials =
    gameId
      .replace(/[^A-Za-z0-9]/g, '')
      .slice(0, 2)
      .toUpperCase() + gameId.slice(-2);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue.toFixed(0)},70%,45%)"/><stop offset="1" stop-color="hsl(${hue2.toFixed(0)},70%,30%)"/></linearGradient></defs>
<rect width="200" height="200" rx="24" fill="url(#g)"/><circle cx="${40 + (h[2]! % 120)}" cy="${40 + (h[3]! % 120)}" r="${20 + (h[4]! % 40)}" fill="#fff" opacity=".12"/>
<text x="100" y="118" font-family="sans-serif" font-size="52" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(initials)}</text></svg>`;
}

/**
 * The size each banner group's images are made at: the home carousel's wide strip, the side
 * menu's small 2:1 card and the popups' 10:3 strip (the announcements plugin's default
 * bannerSize and groupBannerSizes), so a seeded banner fills its place without cropping.
 */
const GROUP_SIZES: Readonly<Record<string, { width: number; height: number }>> = {
  w_leftmenu: { width: 400, height: 200 },
  w_login: { width: 800, height: 240 },
  w_register: { width: 800, height: 240 },
  w_forget: { width: 800, height: 240 },
};

/** A seeded banner's id names its group (`<merchant>-B-<group>-<n>`); anything else is a home banner. */
export function bannerSize(id: string): { width: number; height: number } {
  const group = /-B-(w_[a-z]+)-\d+$/.exec(id)?.[1];
  return (group && GROUP_SIZES[group]) || { width: 1200, height: 400 };
}

export function bannerSvg(id: string, title: string): string {
  const h = hashBytes(id);
  const hue = (h[0]! * 360) / 256;
  const { width, height } = bannerSize(id);
  // Drawn for the home strip's 1200×400 and scaled to the banner's height.
  const scale = height / 400;
  // A scatter of shapes gives the picture the detail of a real banner photo: browsers skip
  // near-empty images when they pick the largest paint, and the home page's largest paint
  // should be its first banner, as it is on a real site.
  let seed = (h[1]! << 8) | h[2]!;
  const next = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed / 0x7fffffff;
  };
  const shapes = Array.from({ length: 140 }, () => {
    const x = (next() * width).toFixed(1);
    const y = (next() * height).toFixed(1);
    const r = ((6 + next() * 46) * scale).toFixed(1);
    const shade = ((hue + next() * 120 - 60 + 360) % 360).toFixed(0);
    const light = (30 + next() * 45).toFixed(0);
    return next() < 0.5
      ? `<circle cx="${x}" cy="${y}" r="${r}" fill="hsl(${shade},65%,${light}%)" opacity="${(0.15 + next() * 0.4).toFixed(2)}"/>`
      : `<rect x="${x}" y="${y}" width="${r}" height="${r}" transform="rotate(${(next() * 90).toFixed(0)} ${x} ${y})" fill="hsl(${shade},55%,${light}%)" opacity="${(0.15 + next() * 0.4).toFixed(2)}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="${width}" height="${height}" fill="hsl(${hue.toFixed(0)},60%,35%)"/>${shapes}<circle cx="${width - 200 * scale}" cy="${80 * scale}" r="${260 * scale}" fill="hsl(${((hue + 60) % 360).toFixed(0)},70%,55%)" opacity=".35"/>
<text x="${60 * scale}" y="${220 * scale}" font-family="sans-serif" font-size="${64 * scale}" font-weight="700" fill="#fff">${escapeXml(title)}</text></svg>`;
}

/** Captcha text drawn with per-letter rotation, offset and noise lines; rng supplies the distortion. */
export function captchaSvg(text: string, rng: () => number): string {
  const letters = [...text]
    .map((ch, i) => {
      const x = 20 + i * 28 + rng() * 6;
      const y = 34 + rng() * 10;
      const rot = (rng() - 0.5) * 50;
      return `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" transform="rotate(${rot.toFixed(1)} ${x.toFixed(1)} ${y.toFixed(1)})" font-family="monospace" font-size="28" font-weight="700" fill="hsl(${Math.floor(rng() * 360)},60%,35%)">${escapeXml(ch)}</text>`;
    })
    .join('');
  const noise = Array.from(
    { length: 5 },
    () =>
      `<line x1="${(rng() * 140).toFixed(0)}" y1="${(rng() * 50).toFixed(0)}" x2="${(rng() * 140).toFixed(0)}" y2="${(rng() * 50).toFixed(0)}" stroke="hsl(${Math.floor(rng() * 360)},50%,50%)" stroke-width="1.5"/>`,
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="140" height="50" viewBox="0 0 140 50"><rect width="140" height="50" fill="#f3f3f3"/>${noise}${letters}</svg>`;
}

export const svgDataUrl = (svg: string) =>
  `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

/** A host's avatar: a simple face on a coloured disc, stable per id. */
export function avatarSvg(id: string): string {
  const h = hashBytes(`avatar:${id}`);
  const hue = (h[0]! * 360) / 256;
  const skin = ['#f1c27d', '#e0ac69', '#c68642', '#ffdbac', '#8d5524'][h[1]! % 5]!;
  const hair = ['#2b1d0e', '#4a2c12', '#111', '#b5651d', '#d4a017'][h[2]! % 5]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160">
<circle cx="80" cy="80" r="80" fill="hsl(${hue.toFixed(0)},55%,55%)"/><ellipse cx="80" cy="150" rx="52" ry="36" fill="hsl(${((hue + 180) % 360).toFixed(0)},45%,40%)"/>
<ellipse cx="80" cy="70" rx="40" ry="46" fill="${hair}"/><circle cx="80" cy="78" r="32" fill="${skin}"/>
<circle cx="68" cy="74" r="4" fill="#222"/><circle cx="92" cy="74" r="4" fill="#222"/><path d="M68 92 Q80 ${100 + (h[3]! % 6)} 92 92" stroke="#a33" stroke-width="3" fill="none"/></svg>`;
}
