// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLazyCarousel, type CarouselApi, type CarouselOptions } from './useLazyCarousel';

// embla's stand-in: counts the loads of the binding's chunk and hands back a recording api.
const loads = vi.hoisted(() => ({ count: 0, steps: [] as string[], options: [] as unknown[] }));
vi.mock('./EmblaBinding', () => {
  loads.count += 1;
  return {
    default: function FakeBinding({
      options,
      onApi,
    }: {
      options: CarouselOptions;
      onApi: (api: CarouselApi | undefined) => void;
    }) {
      // like embla's hook: one api for the binding's life, whatever the options' identity
      const [api] = useState(
        () =>
          ({
            scrollNext: () => loads.steps.push('next'),
            scrollPrev: () => loads.steps.push('previous'),
          }) as unknown as CarouselApi,
      );
      useEffect(() => {
        loads.options.push(options);
        onApi(api);
        // the options seen when bound; embla itself compares later ones by value
        // eslint-disable-next-line react-hooks/exhaustive-deps
      }, [api, onApi]);
      return null;
    },
  };
});

afterEach(cleanup);

function Carousel() {
  const { viewportRef, api, prepare, run, engine } = useLazyCarousel({ loop: true });
  return (
    <div>
      <div ref={viewportRef} />
      <button type="button" onClick={() => run((carousel) => carousel.scrollNext())}>
        next
      </button>
      <button type="button" onClick={() => run((carousel) => carousel.scrollPrev())}>
        previous
      </button>
      <button type="button" onClick={prepare}>
        prepare
      </button>
      <output>{api ? 'moving' : 'still'}</output>
      {engine}
    </div>
  );
}

const state = () => screen.getByRole('status').textContent;
const press = (name: string) => act(() => screen.getByRole('button', { name }).click());

describe('useLazyCarousel', () => {
  it('loads nothing until needed, keeps the steps asked meanwhile and runs them in order', async () => {
    render(<Carousel />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(loads.count).toBe(0);
    expect(state()).toBe('still');

    press('next');
    press('previous');
    expect(loads.steps).toEqual([]);
    await vi.waitFor(() => expect(state()).toBe('moving'));
    expect(loads.count).toBe(1);
    expect(loads.steps).toEqual(['next', 'previous']);
    expect(loads.options).toEqual([{ loop: true }]);

    // once there, a step runs at once
    press('next');
    expect(loads.steps).toEqual(['next', 'previous', 'next']);
  });

  it('loads ahead when the player is about to use it, without a step', async () => {
    loads.steps = [];
    render(<Carousel />);
    press('prepare');
    await vi.waitFor(() => expect(state()).toBe('moving'));
    expect(loads.steps).toEqual([]);
  });
});
