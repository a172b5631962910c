// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../../core/api/request';
import CORE_EN from '../../../core/i18n/locales/EN.json';
import { RuntimeProvider, type Runtime } from '../../../core/runtime/RuntimeContext';
import type { DownloadOptions } from '../../../generated/plugins/download';
import EN from '../locales/EN.json';
import PAGE_EN from '../locales/page/EN.json';
import DownloadPage from './DownloadPage';

vi.mock('../../../core/api/request', () => ({ request: vi.fn() }));
const requestMock = vi.mocked(request);
beforeEach(() => requestMock.mockReset());

vi.mock('../../../core/ui/qr/qrDataUrl', () => ({
  qrDataUrl: (value: string) => Promise.resolve(`data:image/svg+xml,${encodeURIComponent(value)}`),
}));

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'EN',
    ns: ['download', 'download-page', 'core'],
    resources: { EN: { download: EN, 'download-page': PAGE_EN, core: CORE_EN } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});
afterEach(cleanup);

const IOS = 'https://brand.example/download/ios';
const ANDROID = 'https://brand.example/download/android';

function renderPage(
  resources: { resourceType: string; url: string }[],
  options: DownloadOptions = { liteApp: true },
  domainRoute: string[] | null = ['https://www.brand.example', 'https://m.brand.example'],
) {
  const runtime = {
    site: { plugins: { download: options } },
    flags: new Set(['COMM3']),
    permission: { resources, ...(domainRoute ? { domainRoute } : {}) },
  } as unknown as Runtime;
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <RuntimeProvider value={runtime}>
        <DownloadPage />
      </RuntimeProvider>
    </QueryClientProvider>,
  );
}

const appSection = (name: string) => screen.getByRole('region', { name });

describe('DownloadPage', () => {
  it('offers the iOS, Android and lite apps, each with its code and its link as text', async () => {
    renderPage([
      { resourceType: 'IOS', url: IOS },
      { resourceType: 'ANDROID', url: ANDROID },
    ]);
    expect(screen.getByRole('heading', { level: 1, name: PAGE_EN.title })).toBeTruthy();
    const names = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(names).toEqual([EN.ios, EN.android, PAGE_EN.lite]);
    for (const [name, url] of [
      [EN.ios, IOS],
      [EN.android, ANDROID],
      [PAGE_EN.lite, 'https://m.brand.example/'],
    ] as const) {
      const section = within(appSection(name));
      const code = await section.findByRole('img', { name: `QR code of the ${name}` });
      expect(code.getAttribute('src')).toContain(encodeURIComponent(url));
      expect(section.getByRole('link', { name: url }).getAttribute('href')).toBe(url);
    }
  });

  it('gives each app numbered installation steps with a described picture each', () => {
    renderPage([{ resourceType: 'IOS', url: IOS }]);
    const tutorial = within(appSection(EN.ios));
    expect(tutorial.getByRole('heading', { level: 3, name: PAGE_EN.tutorial })).toBeTruthy();
    const steps = tutorial.getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual(Object.values(PAGE_EN.steps.ios));
    expect(tutorial.getByRole('list').tagName).toBe('OL');
    expect(tutorial.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual([
      PAGE_EN.pictures.scan,
      PAGE_EN.pictures.download,
      PAGE_EN.pictures.trust,
      PAGE_EN.pictures.open,
    ]);
    const lite = within(appSection(PAGE_EN.lite));
    expect(lite.getAllByRole('listitem').map((step) => step.textContent)).toEqual(
      Object.values(PAGE_EN.steps.lite),
    );
  });

  it('leaves out an app whose resource the platform does not list', () => {
    renderPage([{ resourceType: 'ANDROID', url: ANDROID }]);
    expect(screen.queryByRole('region', { name: EN.ios })).toBeNull();
    expect(appSection(EN.android)).toBeTruthy();
  });

  it('says so when there is no app at all', () => {
    renderPage([{ resourceType: 'LIVECHAT', url: 'https://chat.example/' }], { liteApp: false });
    expect(screen.getByText(PAGE_EN.none)).toBeTruthy();
    expect(screen.queryAllByRole('heading', { level: 2 })).toEqual([]);
  });

  it('asks the platform for its domain routes only when the status answer has none', async () => {
    renderPage([{ resourceType: 'IOS', url: IOS }]);
    expect(requestMock).not.toHaveBeenCalled();
    cleanup();
    requestMock.mockResolvedValue(['www.brand.example', 'm.brand.example'] as never);
    renderPage([{ resourceType: 'IOS', url: IOS }], { liteApp: true }, null);
    const lite = within(appSection(PAGE_EN.lite));
    expect(
      await lite.findByRole('link', { name: 'https://m.brand.example/' }, { timeout: 3000 }),
    ).toBeTruthy();
    expect(requestMock).toHaveBeenCalledWith('domainRoute', {}, expect.anything());
  });
});
