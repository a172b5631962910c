// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import CN from '../i18n/locales/member/CN.json';
import EN from '../i18n/locales/member/EN.json';
import KM from '../i18n/locales/member/KM.json';
import { initCoreTexts } from '../i18n/testing/initCoreTexts';
import type { SiteConfig } from '../site/siteConfig';
import { SwitchAccountPage } from './SwitchAccountPage';

beforeAll(initCoreTexts);
afterEach(cleanup);

const site = { id: 'default', brand: { name: 'Brand', logo: 'logo.svg' } } as SiteConfig;

describe('SwitchAccountPage', () => {
  it('says who is signed in, with staying first and focused', () => {
    render(<SwitchAccountPage site={site} account="demo" onChoose={() => undefined} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'This link is for another account',
    );
    const [stay, change] = screen.getAllByRole('button');
    expect(stay).toBe(screen.getByRole('button', { name: 'Stay signed in as demo' }));
    expect(change).toBe(screen.getByRole('button', { name: 'Switch account' }));
    expect(document.activeElement).toBe(stay);
    const description = (button: HTMLElement) =>
      document.getElementById(button.getAttribute('aria-describedby')!)?.textContent;
    const message = 'You are signed in as demo. This link would sign you in to another account.';
    expect(description(stay!)).toBe(message);
    expect(description(change!)).toBe(message);
  });

  it('takes one answer and says when it switches', () => {
    const onChoose = vi.fn();
    render(<SwitchAccountPage site={site} account="demo" onChoose={onChoose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Switch account' }));
    fireEvent.click(screen.getByRole('button', { name: 'Stay signed in as demo' }));
    expect(onChoose.mock.calls).toEqual([['switch']]);
    expect(screen.getByRole('status').textContent).toBe(
      'Signing out of demo and into the other account…',
    );
  });

  it('has its words in every language of the member side', () => {
    for (const texts of [EN, CN, KM])
      expect(Object.keys(texts.switch_account).sort()).toEqual(
        ['message', 'stay', 'switch', 'switching', 'title'].sort(),
      );
  });
});
