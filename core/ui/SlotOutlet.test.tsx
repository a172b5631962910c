// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buildRegistry } from '../plugin/buildRegistry';
import { definePlugin } from '../plugin/definePlugin';
import { RuntimeProvider, type Runtime } from '../runtime/RuntimeContext';
import { SlotOutlet } from './SlotOutlet';

afterEach(cleanup);

/** A lazily loaded block whose code arrives when the test says so. */
function deferredBlock(text: string) {
  let arrive!: () => void;
  const code = new Promise<{ default: () => React.JSX.Element }>((resolve) => {
    arrive = () => resolve({ default: () => <p>{text}</p> });
  });
  return { load: () => code, arrive: () => act(async () => arrive()) };
}

function renderOutlet(
  sections: Parameters<typeof definePlugin>[0]['slots'],
  together: boolean,
): HTMLElement {
  const plugin = definePlugin({ id: 'menu', slots: sections });
  const runtime = {
    site: { id: 'demo', plugins: {} },
    permission: {},
    flags: new Set<string>(),
    registry: buildRegistry([plugin]),
  } as unknown as Runtime;
  const { container } = render(
    <RuntimeProvider value={runtime}>
      <SlotOutlet name="sideMenuSections" together={together} />
    </RuntimeProvider>,
  );
  return container;
}

/** Two side-menu blocks whose code arrives when the test says so, the upper one first in order. */
function renderTwoBlocks(together: boolean) {
  const upper = deferredBlock('categories');
  const lower = deferredBlock('download');
  const container = renderOutlet(
    {
      sideMenuSections: [
        { key: 'a', component: upper.load, order: 1 },
        { key: 'b', component: lower.load, order: 2 },
      ],
    },
    together,
  );
  return { upper, lower, container };
}

describe('SlotOutlet', () => {
  it('shows each block as its code arrives by default', async () => {
    const { lower } = renderTwoBlocks(false);
    await lower.arrive();
    expect(screen.getByText('download')).toBeTruthy();
    expect(screen.queryByText('categories')).toBeNull();
  });

  it('with `together`, shows no block until every block has arrived, then all in order', async () => {
    const { upper, lower, container } = renderTwoBlocks(true);
    // The lower block came first: shown now, the upper one would push it down when it came.
    await lower.arrive();
    expect(screen.queryByText('download')).toBeNull();
    await upper.arrive();
    expect([...container.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'categories',
      'download',
    ]);
  });
});
