// The provider's side of social sign-in, played by the emulator: a consent page per provider
// (Allow / Deny) that answers the one-time state and sends the person back to the site's return
// page with `state` and a one-time `code` (or `error=access_denied`). It lives under
// /emulator-assets/ because that prefix is what the dev server and the served build proxy to the
// platform; a real provider would be another origin. Self-contained HTML, no script.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Db } from '../db/database.js';
import { parseBody, readBody, send } from '../http/io.js';
import { PROVIDER_NAMES, isProvider, type Provider } from './providers.js';
import { answerState, findState } from './states.js';

const PREFIX = '/emulator-assets/provider/';

export const consentPath = (provider: Provider) => `${PREFIX}${provider}/consent`;

/** True for the paths this module answers. */
export const isConsentPath = (pathname: string) => pathname.startsWith(PREFIX);

/** Clickjacking and injection: no frames, no scripts, forms only back to this origin. */
const HEADERS = {
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
};

/** What a provider account looks like here; anything else is refused before it is stored. */
const ACCOUNT = /^[A-Za-z0-9._+@-]{3,100}$/;

const esc = (v: string) => v.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const CSS = `*{box-sizing:border-box}body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;
font:15px/1.5 system-ui,sans-serif;background:#f1f3f8;color:#1d2433}main{width:min(440px,92vw);padding:28px;border-radius:14px;
background:#fff;box-shadow:0 8px 30px rgba(0,0,0,.12)}h1{margin:0 0 8px;font-size:22px}p{margin:0 0 14px}
label{display:block;font-weight:600;margin:0 0 4px}input{width:100%;padding:9px 10px;border:1px solid #b8c0d4;border-radius:8px;font:inherit}
.actions{display:flex;flex-direction:row-reverse;gap:10px;justify-content:flex-start;margin-top:18px}button{padding:9px 18px;border-radius:8px;border:1px solid #1d4ed8;font:inherit;font-weight:600;cursor:pointer}
.allow{background:#1d4ed8;color:#fff}.deny{background:#fff;color:#1d4ed8}.error{color:#b91c1c;font-weight:600}`;

function page(title: string, language: string, body: string): string {
  return `<!doctype html><html lang="${esc(language.toLowerCase())}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(title)}</title><style>${CSS}</style></head><body><main>${body}</main></body></html>`;
}

function invalidPage(): string {
  return page(
    'Sign-in expired',
    'en',
    '<h1>This sign-in request is no longer valid</h1><p>It was already answered or it expired. Close this window and start again from the site.</p>',
  );
}

function consentHtml(
  provider: Provider,
  state: string,
  merchantName: string,
  language: string,
  account: string,
  error?: string,
): string {
  const name = PROVIDER_NAMES[provider];
  return page(
    `Sign in with ${name}`,
    language,
    `<h1>Sign in with ${esc(name)}</h1>
<p><strong>${esc(merchantName)}</strong> wants to sign you in with your ${esc(name)} account. It will see the account name below.</p>
<form method="post" action="${esc(consentPath(provider))}">
<input type="hidden" name="state" value="${esc(state)}">
<label for="account">${esc(name)} account</label>
<input id="account" name="account" value="${esc(account)}" autocomplete="off" required>
${error ? `<p class="error" role="alert">${esc(error)}</p>` : ''}
<!-- Allow comes first so Enter allows; row-reverse shows Deny on the left as providers do. -->
<div class="actions"><button class="allow" name="decision" value="allow">Allow</button><button class="deny" name="decision" value="deny">Deny</button></div>
</form>`,
  );
}

async function merchantName(db: Db, code: string): Promise<string> {
  const { rows } = await db.query<{ name: string }>('SELECT name FROM merchants WHERE code = $1', [
    code,
  ]);
  return rows[0]?.name ?? code;
}

/** GET shows the consent page for a pending state; POST answers it and redirects to the site. */
export async function consentPage(
  db: Db,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  now: () => number,
): Promise<void> {
  const html = (status: number, body: string) =>
    send(res, status, body, 'text/html; charset=utf-8', HEADERS);
  const provider = /^\/emulator-assets\/provider\/([a-z]+)\/consent$/.exec(url.pathname)?.[1];
  if (!isProvider(provider)) return html(404, invalidPage());

  if (req.method === 'GET') {
    const state = url.searchParams.get('state') ?? '';
    const row = await findState(db, state, provider, now());
    if (!row || row.status !== 'pending' || row.expired) return html(410, invalidPage());
    const name = await merchantName(db, row.merchant);
    return html(
      200,
      consentHtml(provider, state, name, row.language, `player@${provider}.example`),
    );
  }
  if (req.method !== 'POST') return html(405, invalidPage());

  const form = parseBody(await readBody(req), 'application/x-www-form-urlencoded') as Record<
    string,
    string | undefined
  >;
  const state = form.state ?? '';
  const account = (form.account ?? '').trim();
  const allow = form.decision === 'allow';
  if (allow && !ACCOUNT.test(account)) {
    const row = await findState(db, state, provider, now());
    if (!row || row.status !== 'pending' || row.expired) return html(410, invalidPage());
    const name = await merchantName(db, row.merchant);
    return html(
      400,
      consentHtml(
        provider,
        state,
        name,
        row.language,
        account,
        'Use 3 to 100 letters, digits or . _ + @ -',
      ),
    );
  }
  const answered = await answerState(
    db,
    state,
    provider,
    allow ? { allow: true, subject: account.toLowerCase() } : { allow: false },
    now(),
  );
  if (!answered) return html(410, invalidPage());
  const query = new URLSearchParams(
    answered.code ? { state, code: answered.code } : { state, error: 'access_denied' },
  );
  // return_path is root-relative (request schema), so the person goes back to the same origin.
  res.writeHead(303, { location: `${answered.returnPath}?${query}`, ...HEADERS });
  res.end();
}
