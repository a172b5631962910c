import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call, start, type TestEmulator } from '../testing/harness.js';

let emu: TestEmulator;
const ctl = (method: string, path: string, body?: unknown) =>
  fetch(emu.url + path, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  }).then(async (r) => ({ status: r.status, body: (await r.json()) as Record<string, unknown> }));

async function captchaAnswer(): Promise<string> {
  await call(emu.url, 'GET', '/wps/captcha?t=1');
  return ((await ctl('GET', '/__emulator/captcha/last')).body as { answer: string }).answer;
}

interface Banner {
  groupName: string;
  announcementImages: { url: string }[];
}

const feedback = (body: Record<string, unknown>) => call(emu.url, 'PUT', '/wps/feedback', { body });

beforeAll(async () => {
  emu = await start();
}, 60_000);
afterAll(async () => emu?.close());
afterEach(async () => {
  await ctl('DELETE', '/__emulator/merchants/dflt88/content');
  await ctl('DELETE', '/__emulator/feedback');
});

describe('announcements', () => {
  it('serves the seed by type and narrows popups by execution', async () => {
    await ctl('PUT', '/__emulator/merchants/dflt88/content', {
      popups: ['A', 'B', 'F'].map((execution) => ({ title: execution, content: '', execution })),
    });
    const all = await call(
      emu.url,
      'GET',
      '/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR,H&platform=W',
    );
    const value = all.body.value as Record<string, { execution?: string }[]>;
    expect(value.notices).toHaveLength(6);
    expect(value.popups!.map((p) => p.execution).sort()).toEqual(['A', 'B', 'F']);
    const anonymous = await call(
      emu.url,
      'GET',
      '/wps/relay/MCSFE_getListAnnouncements?types=PU&execution=B',
    );
    expect((anonymous.body.value as { popups: { execution: string }[] }).popups).toEqual([
      expect.objectContaining({ execution: 'B' }),
    ]);
  });

  it('refuses unknown types', async () => {
    expect(
      await call(emu.url, 'GET', '/wps/relay/MCSFE_getListAnnouncements?types=PL,ZZ'),
    ).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
  });

  it('serves replaced notices and popups until the seed is restored', async () => {
    const put = await ctl('PUT', '/__emulator/merchants/dflt88/content', {
      notices: [{ title: 'N1', content: '<img src=x onerror=alert(1)>' }],
      popups: [{ title: 'P1', content: '<p>hi</p>', execution: 'B', linkageType: 'REWARD_CENTER' }],
    });
    expect(put.status).toBe(200);
    const list = await call(emu.url, 'GET', '/wps/relay/MCSFE_getListAnnouncements?types=PL,PU');
    expect(list.body.value).toMatchObject({
      notices: [
        { id: 'notices-1', type: 'PL', title: 'N1', content: '<img src=x onerror=alert(1)>' },
      ],
      popups: [{ id: 'popups-1', type: 'PU', execution: 'B', linkageType: 'REWARD_CENTER' }],
    });
    await ctl('DELETE', '/__emulator/merchants/dflt88/content');
    const restored = await call(emu.url, 'GET', '/wps/relay/MCSFE_getListAnnouncements?types=PL');
    expect((restored.body.value as { notices: unknown[] }).notices).toHaveLength(6);
  });

  it('serves every group of the seed with images drawn at the group’s size', async () => {
    const list = await call(emu.url, 'GET', '/wps/relay/MCSFE_getListAnnouncements?types=B');
    const banners = (list.body.value as { banners: Banner[] }).banners;
    for (const group of ['w_home', 'w_leftmenu', 'w_login', 'w_register', 'w_forget'])
      expect(banners.filter((b) => b.groupName === group).length).toBeGreaterThan(0);
    const sizeOf = async (group: string) => {
      const url = banners.find((b) => b.groupName === group)!.announcementImages[0]!.url;
      const svg = await (await fetch(emu.url + url)).text();
      return /width="(\d+)" height="(\d+)"/.exec(svg)!.slice(1).join('×');
    };
    expect(await sizeOf('w_home')).toBe('1200×400');
    expect(await sizeOf('w_leftmenu')).toBe('400×200');
    expect(await sizeOf('w_login')).toBe('800×240');
  });

  it('serves replaced banners, each with its group and an image of the group’s size', async () => {
    await ctl('PUT', '/__emulator/merchants/dflt88/content', {
      banners: [
        { title: 'Menu', groupName: 'w_leftmenu', linkageType: 'PROMOTION' },
        { id: 'own', title: 'Home', groupName: 'w_home' },
      ],
    });
    const list = await call(emu.url, 'GET', '/wps/relay/MCSFE_getListAnnouncements?types=B,PL');
    const value = list.body.value as { banners: Banner[]; notices: unknown[] };
    expect(value.notices).toHaveLength(6);
    expect(value.banners).toEqual([
      expect.objectContaining({
        id: 'banners-B-w_leftmenu-1',
        type: 'B',
        title: 'Menu',
        groupName: 'w_leftmenu',
        linkageType: 'PROMOTION',
        sequence: 1,
        announcementImages: [
          { sequence: 1, url: '/emulator-assets/banner/banners-B-w_leftmenu-1.svg' },
        ],
      }),
      expect.objectContaining({ id: 'own', groupName: 'w_home', sequence: 2 }),
    ]);
    const svg = await (
      await fetch(`${emu.url}/emulator-assets/banner/banners-B-w_leftmenu-1.svg`)
    ).text();
    expect(svg).toContain('width="400" height="200"');
  });

  it('rejects a malformed replacement, naming the field', async () => {
    expect(
      await ctl('PUT', '/__emulator/merchants/dflt88/content', {
        popups: [{ title: 'x', content: '' }],
      }),
    ).toMatchObject({ status: 400, body: { error: '/popups/0/execution must be A, B or F' } });
    expect(await ctl('PUT', '/__emulator/merchants/dflt88/content', { marquee: [] })).toMatchObject(
      { status: 400 },
    );
    expect(
      await ctl('PUT', '/__emulator/merchants/dflt88/content', {
        banners: [{ title: 'x', groupName: 'w_sidebar' }],
      }),
    ).toMatchObject({
      status: 400,
      body: {
        error:
          '/banners/0/groupName must be one of w_home, w_leftmenu, w_login, w_register, w_forget',
      },
    });
    expect(
      await ctl('PUT', '/__emulator/merchants/dflt88/content', {
        notices: [{ title: 'x', content: '', groupName: 'w_home' }],
      }),
    ).toMatchObject({
      status: 400,
      body: { error: '/notices/0/groupName is not a content field' },
    });
    expect((await ctl('PUT', '/__emulator/merchants/nope/content', {})).status).toBe(404);
  });
});

describe('help centre', () => {
  it('answers in the asked language for device WEB only', async () => {
    const cn = await call(emu.url, 'GET', '/wps/system/helpCenter?lang=CN&device=WEB');
    const items = cn.body.value as unknown as { id: string; title: string }[];
    expect(items.map((i) => i.id)).toContain('term');
    expect(items.find((i) => i.id === 'term')!.title).toBe('条款与条件');
    expect(await call(emu.url, 'GET', '/wps/system/helpCenter?lang=EN')).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED' },
    });
  });

  it('serves a replaced help centre', async () => {
    await ctl('PUT', '/__emulator/merchants/dflt88/content', {
      help: [{ id: 'term', title: 'T', content: '<svg onload=alert(1)>' }],
    });
    const help = await call(emu.url, 'GET', '/wps/system/helpCenter?lang=EN&device=WEB');
    expect(help.body.value).toEqual([
      { id: 'term', title: 'T', content: '<svg onload=alert(1)>', sequence: 1 },
    ]);
  });
});

describe('feedback', () => {
  it('takes a valid feedback once per captcha', async () => {
    const captcha = await captchaAnswer();
    const sent = await feedback({
      content: '  Deposit missing  ',
      type: 1,
      captcha,
      sender: 'demo',
    });
    expect(sent).toMatchObject({ status: 200, body: { success: true } });
    expect((await ctl('GET', '/__emulator/feedback/last')).body).toMatchObject({
      merchant: 'dflt88',
      type: 1,
      content: 'Deposit missing',
      sender: 'demo',
    });
    expect(await feedback({ content: 'again', type: 1, captcha })).toMatchObject({
      status: 400,
      body: { code: 'CAPTCHA_FAILED' },
    });
  });

  it('refuses types outside the list, empty or over-long content, and a wrong captcha', async () => {
    const captcha = await captchaAnswer();
    expect((await feedback({ content: 'x', type: 5, captcha })).status).toBe(400);
    expect(await feedback({ content: '   ', type: 0, captcha })).toMatchObject({
      body: { code: 'VALIDATION_FAILED', message: '/content must not be empty' },
    });
    expect(await feedback({ content: 'é'.repeat(201), type: 0, captcha })).toMatchObject({
      body: { code: 'VALIDATION_FAILED' },
    });
    expect(await feedback({ content: 'ok', type: 0, captcha: 'WRONG' })).toMatchObject({
      body: { code: 'CAPTCHA_FAILED' },
    });
    // none of the refusals used the captcha up: it still buys one feedback of 200 characters
    expect(await feedback({ content: 'é'.repeat(200), type: 6, captcha })).toMatchObject({
      status: 200,
    });
  });

  it('limits feedback per merchant and address', async () => {
    for (let i = 0; i < 3; i++)
      expect(
        (await feedback({ content: `n${i}`, type: 0, captcha: await captchaAnswer() })).status,
      ).toBe(200);
    const refused = await feedback({ content: 'n4', type: 0, captcha: await captchaAnswer() });
    expect(refused).toMatchObject({ status: 429, body: { code: 'TOO_MANY_REQUESTS' } });
    expect(refused.body.value?.retryAfterSeconds).toBeGreaterThan(0);
  });
});
