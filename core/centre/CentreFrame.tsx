import { Suspense, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MEMBER_NS } from '../i18n/i18n';
import { useSnapshot } from 'valtio';
import { Link, Redirect, useLocation } from 'wouter';
import type { Owned } from '../plugin/buildRegistry';
import type { CentrePage } from '../plugin/contributions';
import type { SlotNameOfKind } from '../plugin/slots';
import { useRuntime } from '../runtime/RuntimeContext';
import { isVisible } from '../runtime/visibility';
import { session } from '../session/session';
import { ErrorBoundary } from '../ui/BoundaryFallback';
import { lazyOnce } from '../ui/lazyCache';
import { Spinner } from '../ui/Spinner';
import { chooseCentrePage } from './chooseCentrePage';
import { ErrorPanel } from '../ui/ErrorPanel';
import { loadSignedInParts, signedInParts, signedInPartsPending } from '../plugin/signedInParts';
import { CountBadge } from './CountBadge';
import { consolidatedLoad, consolidatedSettled, loadConsolidated } from '../session/consolidated';
import { isContractEnabled } from '../session/contractFlags';
import './centre.css';

interface CentreFrameProps {
  slot: SlotNameOfKind<'page'>;
  /** The route's base path: `/member` or `/agentHome`. */
  base: string;
  /** i18n key (core) of the centre's name, its heading and its menu's label. */
  titleKey: string;
}

/**
 * One frame for a centre (DESIGN.md "Member and agent centres"): a left menu of the pages the
 * active plugins contribute, and the page the URL names (the first one when it names none).
 */
export function CentreFrame(props: CentreFrameProps) {
  const { registry } = useRuntime();
  const { state } = useSnapshot(signedInParts);
  const pending = signedInPartsPending(registry);
  // Pages declared in the plugins' signed-in parts arrive with them (first sign-in moment).
  useEffect(() => {
    if (state === 'idle' && pending) loadSignedInParts(registry).catch(() => undefined);
  }, [state, pending, registry]);
  if (state === 'failed')
    return (
      <ErrorPanel
        messageKey="errors.network"
        onRetry={() => void loadSignedInParts(registry).catch(() => undefined)}
      />
    );
  if (pending) return <Spinner />;
  return <CentreFrameReady {...props} />;
}

function CentreFrameReady({ slot, base, titleKey }: CentreFrameProps) {
  // The centre's pages use core's member-side texts (amounts, dates, records): ask for them with
  // the frame, so no page suspends on them separately.
  const { t } = useTranslation(['core', MEMBER_NS]);
  const { registry, flags } = useRuntime();
  const snap = useSnapshot(session);
  // The page key is the address's segment after the base. Read from the location, not a route
  // parameter: AppRoutes matches routes itself and renders no <Route> to hand one down.
  const [location] = useLocation();
  const pageKey = pageKeyOf(location, base);
  const all = registry.slots[slot] as Owned<CentrePage>[];
  // Contract pages (§3 consolidated flags) show when the session's consolidated call enables
  // their type; until it settles the frame waits, so an address naming one is not sent away.
  const hasContracts = all.some((page) => page.contract);
  const load = useSnapshot(consolidatedLoad);
  useEffect(() => {
    if (hasContracts) void loadConsolidated(flags);
  }, [hasContracts, flags, snap.token, snap.isLogin]);
  const pages = all.filter(
    (page) =>
      isVisible(page, snap, flags) &&
      (!page.contract || isContractEnabled(page.contract, snap.consolidated)),
  );
  const waiting = hasContracts && !consolidatedSettled(snap, flags, load);
  const choice = chooseCentrePage(pages, pageKey);
  // One lazy component per page, made once, so switching pages never re-creates a component.
  const components = useMemo(
    () =>
      new Map(
        (registry.slots[slot] as Owned<CentrePage>[]).map((page) => [
          page.key,
          lazyOnce(page.page, { owner: page.pluginId, what: `${slot} page ${page.key}` }),
        ]),
      ),
    [registry, slot],
  );
  if (waiting) return <Spinner />;
  if (choice.kind === 'redirect') return <Redirect to={`${base}/${choice.key}`} replace />;
  if (choice.kind === 'empty') return null;
  const Page = components.get(choice.page.key);
  return (
    <div className="wl-centre">
      <nav className="wl-centre__menu" aria-labelledby="wl-centre-title">
        <h1 id="wl-centre-title" className="wl-centre__title">
          {t(titleKey)}
        </h1>
        <ul>
          {pages.map((page) => (
            <li key={page.key}>
              <CentreMenuLink page={page} base={base} current={page.key === choice.page.key} />
            </li>
          ))}
        </ul>
      </nav>
      <div className="wl-centre__page">
        <ErrorBoundary owner={choice.page.pluginId} resetKey={choice.page.key}>
          <Suspense fallback={<Spinner />}>
            {/* eslint-disable-next-line react-hooks/static-components -- made once above */}
            {Page && <Page />}
          </Suspense>
        </ErrorBoundary>
      </div>
    </div>
  );
}

function CentreMenuLink({
  page,
  base,
  current,
}: {
  page: Owned<CentrePage>;
  base: string;
  current: boolean;
}) {
  const { t } = useTranslation(page.pluginId);
  return (
    <Link
      href={`${base}/${page.key}`}
      className="wl-centre__link"
      aria-current={current ? 'page' : undefined}
    >
      <span>{t(page.label)}</span>
      <CountBadge badgeKey={page.key} />
    </Link>
  );
}

/** `/member/depositv2/x` under `/member` → `depositv2`; undefined when the address names none. */
export function pageKeyOf(location: string, base: string): string | undefined {
  if (!location.startsWith(`${base}/`)) return undefined;
  const key = location.slice(base.length + 1).split('/')[0];
  if (!key) return undefined;
  try {
    return decodeURIComponent(key);
  } catch {
    return key; // a malformed escape names no page: the frame goes to its first one
  }
}
