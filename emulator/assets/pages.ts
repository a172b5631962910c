// The generated vendor pages a launch URL opens: a game window and a live-host chat. Self-contained
// HTML (own CSS, no scripts, no external resources) with every value escaped.

const esc = (v: unknown) => String(v ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** 2 decimals and thousands separators (spec §9). */
export const formatAmount = (n: number) =>
  n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Only http(s) and root-relative URLs become links; anything else (javascript:, data:) is dropped. */
export function safeHref(url: string | undefined | null): string | undefined {
  if (!url) return undefined;
  return /^(https?:\/\/|\/(?![/\\]))/i.test(url) ? url : undefined;
}

/**
 * Who may frame the emulator's pages and pictures: its own origin (through a dev server's proxy
 * that is the brand's) and the brand pages of development and tests, all on <site>.localhost. A
 * page of any other site cannot put a vendor page under its own buttons.
 */
export const FRAME_ANCESTORS = "frame-ancestors 'self' http://*.localhost:* https://*.localhost:*";

/** Security headers of a generated page: nothing may load from elsewhere, no script runs. */
export const pageHeaders = {
  'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; form-action 'none'; ${FRAME_ANCESTORS}`,
  'x-content-type-options': 'nosniff',
};

/** Headers of a generated picture (SVG): opened on its own it is a document, framed as little. */
export const pictureHeaders = {
  'cache-control': 'public, max-age=86400',
  'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; ${FRAME_ANCESTORS}`,
  'x-content-type-options': 'nosniff',
};

const CSS = `*{box-sizing:border-box}body{margin:0;min-height:100vh;font:15px/1.5 system-ui,sans-serif;
background:radial-gradient(circle at 30% 20%,#2b3a67,#0d1226 70%);color:#f3f4f8;display:flex;align-items:center;justify-content:center}
main{width:min(560px,92vw);padding:28px 32px;border-radius:18px;background:rgba(255,255,255,.06);box-shadow:0 10px 40px rgba(0,0,0,.45)}
.vendor{margin:0;color:#9fb3ff;font-size:13px;letter-spacing:.12em;text-transform:uppercase}
h1{margin:.2em 0 .6em;font-size:28px}dl{display:grid;grid-template-columns:auto 1fr;gap:6px 18px;margin:0 0 20px}
dt{color:#a9afc4}dd{margin:0;font-weight:600}.balance{font-variant-numeric:tabular-nums}
.reels{display:flex;gap:10px;margin:0 0 22px}.reels span{flex:1;height:64px;border-radius:10px;background:linear-gradient(#3d4f8f,#1c2550);
display:flex;align-items:center;justify-content:center;font-size:28px;font-weight:700}
.badge{display:inline-block;padding:2px 10px;border-radius:99px;background:#f0b429;color:#1b1b1b;font-size:12px;font-weight:700}
a.back{display:inline-block;padding:8px 18px;border-radius:8px;background:#f0b429;color:#1b1b1b;font-weight:700;text-decoration:none}
.msg{margin:0 0 10px;padding:8px 12px;border-radius:10px;background:rgba(255,255,255,.08)}.msg b{color:#9fb3ff}`;

const page = (title: string, language: string, body: string) =>
  `<!doctype html><html lang="${esc(language.toLowerCase())}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(title)}</title><style>${CSS}</style></head><body><main>${body}</main></body></html>`;

export interface LaunchPageData {
  vendorName: string;
  gameName: string;
  gameType: string;
  /** undefined on a trial launch (no member). */
  account: string | undefined;
  balance: number;
  currency: string;
  backUrl?: string | undefined;
  language: string;
  trial: boolean;
  /** Sports launches: the sub-tab the vendor page opens on (rolling: in-play, or today). */
  sportsTab?: string | undefined;
  /** GCS_gameLaunchFB launches: the social provider the member signed in with. */
  signedInWith?: string | undefined;
  /** Lottery launches: prize mode and view. */
  lottery?: { prizeMode?: string; view?: string; lottoArea?: string } | undefined;
}

export function launchPageHtml(d: LaunchPageData): string {
  const back = safeHref(d.backUrl);
  const rows: [string, string][] = [
    ['Player', d.account ?? 'Guest (trial)'],
    [d.trial ? 'Trial credit' : 'Balance', `${formatAmount(d.balance)} ${d.currency}`],
    ['Category', d.gameType],
  ];
  if (d.signedInWith) rows.push(['Signed in with', d.signedInWith]);
  if (d.sportsTab) rows.push(['Opens on', d.sportsTab === 'today' ? 'Today' : 'In-play']);
  if (d.lottery?.prizeMode) rows.push(['Prize mode', d.lottery.prizeMode]);
  if (d.lottery?.view) rows.push(['View', d.lottery.view]);
  if (d.lottery?.lottoArea) rows.push(['Area', d.lottery.lottoArea]);
  const body = `<p class="vendor">${esc(d.vendorName)}${d.trial ? ' <span class="badge">TRIAL</span>' : ''}</p>
<h1>${esc(d.gameName)}</h1>
<div class="reels" aria-hidden="true"><span>7</span><span>&#9733;</span><span>7</span></div>
<dl>${rows.map(([k, v]) => `<dt>${esc(k)}</dt><dd${k === 'Balance' || k === 'Trial credit' ? ' class="balance"' : ''}>${esc(v)}</dd>`).join('')}</dl>
${back ? `<a class="back" href="${esc(back)}">Back</a>` : ''}`;
  return page(`${d.gameName} · ${d.vendorName}`, d.language, body);
}

export function expiredPageHtml(): string {
  return page(
    'Session expired',
    'en',
    '<h1>Session expired</h1><p>This game link is no longer valid. Launch the game again from the lobby.</p>',
  );
}

export interface ChatPageData {
  hostName: string;
  account: string;
  language: string;
  lines: [string, string][];
}

export function chatPageHtml(d: ChatPageData): string {
  const body = `<p class="vendor">Live chat</p><h1>${esc(d.hostName)}</h1>
${d.lines.map(([who, text]) => `<p class="msg"><b>${esc(who)}</b> ${esc(text)}</p>`).join('')}
<p>Signed in as <strong>${esc(d.account)}</strong></p>`;
  return page(`Chat · ${d.hostName}`, d.language, body);
}
