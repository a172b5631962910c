import { Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link, Redirect, useParams } from 'wouter';
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
export function CentreFrame({ slot, base, titleKey }: CentreFrameProps) {
  const { t } = useTranslation('core');
  const { registry, flags } = useRuntime();
  const snap = useSnapshot(session);
  const { pageKey } = useParams<{ pageKey?: string }>();
  const pages = (registry.slots[slot] as Owned<CentrePage>[]).filter((page) =>
    isVisible(page, snap, flags),
  );
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
      {t(page.label)}
    </Link>
  );
}
