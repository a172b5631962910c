import type { ReactNode } from 'react';

/** The frame of the pages shown instead of the app (maintenance, region block, start-up failure). */
export function StatusPage({
  brand,
  logo,
  title,
  children,
}: {
  brand: string;
  logo?: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <main className="wl-status-page" aria-labelledby="wl-status-title">
      <div className="wl-status-page__card">
        {logo && (
          <img src={logo} alt={brand} width="160" height="44" className="wl-status-page__logo" />
        )}
        <h1 id="wl-status-title">{title}</h1>
        {children}
      </div>
    </main>
  );
}
