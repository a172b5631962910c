import { useEffect, useRef } from 'react';
import { hideLoading } from '../runtime/ui';

/**
 * After each navigation (§2 route guard): hide the loading overlay, and scroll smoothly to the
 * top when the route (not just its query) changed.
 */
export function useNavigationEffects(routeKey: string, location: string): void {
  const previous = useRef(routeKey);
  useEffect(() => {
    hideLoading();
  }, [location]);
  useEffect(() => {
    if (previous.current === routeKey) return;
    previous.current = routeKey;
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [routeKey]);
}
