import { Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type useEmblaCarousel from 'embla-carousel-react';
import { ErrorBoundary } from '../BoundaryFallback';
import { lazyOnce } from '../lazyCache';

export type CarouselOptions = NonNullable<Parameters<typeof useEmblaCarousel>[0]>;
export type CarouselApi = NonNullable<ReturnType<typeof useEmblaCarousel>[1]>;
type Step = (api: CarouselApi) => void;

const EmblaBinding = lazyOnce(() => import('./EmblaBinding'), {
  owner: 'core',
  what: 'carousel',
});

export interface LazyCarousel {
  /** The carousel's viewport (its overflow-hidden box holding the track). */
  viewportRef: (node: HTMLElement | null) => void;
  /** The carousel once it can move; undefined before. */
  api: CarouselApi | undefined;
  /** The player is about to use it (pointer over it, focus in it): start loading. */
  prepare: () => void;
  /** Runs a step (next, previous…) now, or as soon as the carousel can move. */
  run: (step: Step) => void;
  /** Render this inside the carousel: it shows nothing, unless its code failed to load (§8). */
  engine: ReactNode;
}

/**
 * A carousel whose moving part (embla, about 7 KiB gzip) arrives only when it is first needed:
 * a step asked for (a button, the autoplay's first turn) or the pointer or focus on it. Until
 * then the track is plain markup showing its first slides, exactly where embla would start, so
 * the first page of a visit shows every banner and game row without paying for the library.
 * A step asked for meanwhile is kept and run once the carousel is there.
 */
export function useLazyCarousel(options: CarouselOptions): LazyCarousel {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [wanted, setWanted] = useState(false);
  const [api, setApi] = useState<CarouselApi>();
  const waiting = useRef<Step[]>([]);

  useEffect(() => {
    if (!api) return;
    for (const step of waiting.current.splice(0)) step(api);
  }, [api]);

  const prepare = useCallback(() => setWanted(true), []);
  const run = useCallback(
    (step: Step) => {
      if (api) return step(api);
      waiting.current.push(step);
      setWanted(true);
    },
    [api],
  );

  const engine =
    wanted && viewport ? (
      <ErrorBoundary owner="core">
        <Suspense fallback={null}>
          <EmblaBinding viewport={viewport} options={options} onApi={setApi} />
        </Suspense>
      </ErrorBoundary>
    ) : null;
  return { viewportRef: setViewport, api, prepare, run, engine };
}
