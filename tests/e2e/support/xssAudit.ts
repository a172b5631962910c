import type { Locator, Page } from '@playwright/test';

/**
 * Browser-side traps for the XSS journeys: every corpus payload that runs bumps window.__xss, a
 * dialog (alert, confirm, print) is recorded, and a script blocked by the Content-Security-Policy
 * is recorded too: the policy is the second wall, and a payload should never even reach it.
 */
export interface XssTraps {
  dialogs: string[];
  errors: string[];
  /** Calls after the page has loaded: the counter, and script-src violations. */
  read(): Promise<{ counter: unknown; violations: string[] }>;
}

export async function armXssTraps(page: Page): Promise<XssTraps> {
  await page.addInitScript(() => {
    const trap = window as unknown as { __xss: number; __violations: string[] };
    trap.__xss = 0;
    trap.__violations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      // A handler or script in the live page is reported on its element. The sanitiser's own parse
      // (DOMPurify, into an inert document) is reported on the document itself, without running
      // anything: that is the sanitiser seeing the payload, not the payload reaching the page.
      const target = event.target as Node | null;
      const inPage = target !== document && target?.ownerDocument === document;
      if (inPage && event.effectiveDirective.startsWith('script-src'))
        trap.__violations.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sample}`);
    });
  });
  // Installed as an init script (like the traps, outside the page's CSP) so the in-page loops can call it.
  await page.addInitScript(`window.__auditSubtree = ${auditSubtree.toString()};`);
  const dialogs: string[] = [];
  const errors: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return {
    dialogs,
    errors,
    read: () =>
      page.evaluate(() => {
        const trap = window as unknown as { __xss: unknown; __violations: string[] };
        return { counter: trap.__xss, violations: [...trap.__violations] };
      }),
  };
}

type Audit = (root: Element, where: string) => string[];

/**
 * What in a rendered subtree could run script, load foreign code or clobber globals: elements that
 * have no place in sanitised content, on* attributes, script-capable URLs, id/name/style/srcdoc.
 * Runs inside the page; returns one line per finding (empty: clean).
 */
export function auditSubtree(root: Element, where: string): string[] {
  const forbidden = new Set([
    'script', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'portal', 'svg', 'math',
    'form', 'input', 'button', 'textarea', 'select', 'style', 'template', 'noscript', 'base',
    'meta', 'link',
  ]); // prettier-ignore
  const urlAttributes = new Set([
    'href',
    'src',
    'action',
    'formaction',
    'xlink:href',
    'data',
    'poster',
  ]);
  const findings: string[] = [];
  for (const el of Array.from(root.querySelectorAll('*'))) {
    const tag = el.localName.toLowerCase();
    if (forbidden.has(tag)) findings.push(`${where}: element <${tag}>`);
    if (el.namespaceURI !== 'http://www.w3.org/1999/xhtml')
      findings.push(`${where}: foreign element <${tag}>`);
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase();
      if (name.startsWith('on')) findings.push(`${where}: ${name} on <${tag}>`);
      else if (['id', 'name', 'style', 'srcdoc'].includes(name))
        findings.push(`${where}: ${name}="${attr.value}" on <${tag}>`);
      else if (urlAttributes.has(name)) {
        // what the browser would follow: resolved, with the controls and spaces it ignores removed
        // eslint-disable-next-line no-control-regex
        const raw = attr.value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
        let scheme = /^([a-z][a-z0-9+.-]*):/.exec(raw)?.[1] ?? '';
        try {
          scheme = new URL(attr.value, document.baseURI).protocol.replace(':', '');
        } catch {
          // not a URL the browser would follow either
        }
        const imageData = tag === 'img' && name === 'src' && raw.startsWith('data:image/');
        if (!['http', 'https', 'mailto'].includes(scheme) && !imageData)
          findings.push(`${where}: ${name}="${attr.value}" (${scheme}:) on <${tag}>`);
      }
    }
  }
  return findings;
}

/**
 * Opens every item of an announcement modal (every page of its paginator) inside the page, and
 * audits the content pane after each. Returns the findings and how many items were shown.
 */
export async function auditAnnouncementModal(
  dialog: Locator,
): Promise<{ shown: number; findings: string[] }> {
  return dialog.evaluate(async (root) => {
    const audit = (window as unknown as { __auditSubtree: Audit }).__auditSubtree;
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    const findings: string[] = [];
    let shown = 0;
    for (let guard = 0; guard < 1000; guard++) {
      const titles = Array.from(
        root.querySelectorAll<HTMLButtonElement>('.wl-announcements__title'),
      );
      for (const title of titles) {
        if (title.getAttribute('aria-expanded') !== 'true') title.click();
        const pane = root.querySelector('.wl-announcements__pane')!;
        for (let wait = 0; wait < 50; wait++) {
          if (pane.querySelector('h3')?.textContent === title.textContent) break;
          await settle();
        }
        if (pane.querySelector('h3')?.textContent !== title.textContent)
          findings.push(`item "${title.textContent}" never opened`);
        findings.push(...audit(pane, `item ${shown + 1}`));
        shown++;
      }
      const next = Array.from(root.querySelectorAll<HTMLButtonElement>('.wl-paginator__step')).at(
        -1,
      );
      if (!next || next.disabled) break;
      const first = titles[0]?.textContent;
      next.click();
      for (let wait = 0; wait < 50; wait++) {
        if (root.querySelector('.wl-announcements__title')?.textContent !== first) break;
        await settle();
      }
    }
    return { shown, findings };
  });
}

/** Audits the whole document: no handler attributes or script URLs anywhere, whatever rendered them. */
export function auditDocument(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const audit = (window as unknown as { __auditSubtree: Audit }).__auditSubtree;
    // The app's own markup has ids, icons and controls; here only handlers and script URLs count.
    return audit(document.documentElement, 'document').filter(
      (finding) => /: on[a-z]+ on </.test(finding) || /\([a-z0-9+.-]*:\) on </.test(finding),
    );
  });
}

/**
 * Opens the detail of every promotion card, page by page, inside the page, and audits the
 * dialog's sanitised content after each; closes it before the next. Returns the findings and how
 * many details were shown.
 */
export async function auditPromotionDetails(
  page: Page,
): Promise<{ shown: number; findings: string[] }> {
  return page.evaluate(async () => {
    const audit = (window as unknown as { __auditSubtree: Audit }).__auditSubtree;
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    const until = async (ok: () => boolean) => {
      for (let wait = 0; wait < 200 && !ok(); wait++) await settle();
      return ok();
    };
    const findings: string[] = [];
    let shown = 0;
    const grid = document.querySelector('.wl-promotions__grid')!;
    for (let guard = 0; guard < 100; guard++) {
      const cards = Array.from(grid.querySelectorAll('article.wl-promotions__card'));
      for (const card of cards) {
        const title = card.querySelector('h3')!.textContent;
        card.querySelector<HTMLButtonElement>('.wl-promotions__buttons button')!.click();
        const dialog = () => document.querySelector('dialog[open]');
        if (!(await until(() => dialog()?.querySelector('h2')?.textContent === title))) {
          findings.push(`detail "${title}" never opened`);
          continue;
        }
        findings.push(
          ...audit(dialog()!.querySelector('.wl-promotions__content')!, `detail ${shown + 1}`),
        );
        shown++;
        dialog()!.querySelector<HTMLButtonElement>('.wl-modal__header button')!.click();
        await until(() => dialog() === null);
      }
      const nav = grid.parentElement!.querySelector('.wl-paginator');
      const next = nav
        ? Array.from(nav.querySelectorAll<HTMLButtonElement>('.wl-paginator__step')).at(-1)
        : undefined;
      if (!next || next.disabled) break;
      const first = cards[0]?.querySelector('h3')?.textContent;
      next.click();
      await until(() => grid.querySelector('article h3')?.textContent !== first);
    }
    return { shown, findings };
  });
}

/** Audits every page of the claim hall's table (titles as the server sent them). */
export async function auditPromotionClaimHall(
  page: Page,
): Promise<{ shown: number; findings: string[] }> {
  return page.evaluate(async () => {
    const audit = (window as unknown as { __auditSubtree: Audit }).__auditSubtree;
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    const until = async (ok: () => boolean) => {
      for (let wait = 0; wait < 400 && !ok(); wait++) await settle();
      return ok();
    };
    const hall = document.querySelector('.wl-promotions__hall')!;
    const rows = () =>
      Array.from(hall.querySelectorAll('tbody tr')).filter((r) => !r.querySelector('td[colspan]'));
    const findings: string[] = [];
    let shown = 0;
    await until(() => rows().length > 0 && hall.querySelector('table[aria-busy="true"]') === null);
    for (let guard = 0; guard < 100; guard++) {
      // The title cells hold what the server sent; the other cells are the app's own (claim buttons).
      for (const row of rows())
        findings.push(...audit(row.querySelector('td, th')!, `claim hall page ${guard + 1}`));
      shown += rows().length;
      const next = Array.from(hall.querySelectorAll<HTMLButtonElement>('.wl-paginator__step')).at(
        -1,
      );
      if (!next || next.disabled) break;
      const first = rows()[0]?.textContent;
      next.click();
      await until(
        () =>
          rows()[0]?.textContent !== first &&
          hall.querySelector('table[aria-busy="true"]') === null,
      );
    }
    return { shown, findings };
  });
}
