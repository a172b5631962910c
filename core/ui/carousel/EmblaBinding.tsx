import useEmblaCarousel from 'embla-carousel-react';
import { useEffect } from 'react';
import type { CarouselApi, CarouselOptions } from './useLazyCarousel';

/**
 * Renders nothing: binds embla to a viewport its host has already drawn (useLazyCarousel.tsx)
 * and hands the carousel's api back. The library travels in this chunk alone.
 */
export default function EmblaBinding({
  viewport,
  options,
  onApi,
}: {
  viewport: HTMLElement;
  options: CarouselOptions;
  onApi: (api: CarouselApi | undefined) => void;
}) {
  // embla re-initialises by itself when the options' values change (not their identity)
  const [bind, api] = useEmblaCarousel(options);
  useEffect(() => {
    bind(viewport);
    return () => bind(null);
  }, [bind, viewport]);
  useEffect(() => {
    onApi(api);
    return () => onApi(undefined);
  }, [api, onApi]);
  return null;
}
