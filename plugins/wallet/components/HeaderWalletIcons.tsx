/** An eye, struck through while the balance is hidden. */
export function BalanceToggleIcon({ hidden }: { hidden: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 5c5 0 9 4.5 10 7-1 2.5-5 7-10 7S3 14.5 2 12c1-2.5 5-7 10-7Zm0 2c-3.6 0-6.6 3-7.8 5 1.2 2 4.2 5 7.8 5s6.6-3 7.8-5c-1.2-2-4.2-5-7.8-5Zm0 2a3 3 0 1 1 0 6 3 3 0 0 1 0-6Z"
      />
      {hidden && <path stroke="currentColor" strokeWidth="2" d="M4 4l16 16" />}
    </svg>
  );
}

/** Two arrows in a circle; it turns while the balance is being read. */
export function RefreshIcon({ spinning }: { spinning: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
      className={spinning ? 'wl-wallet-header__spin' : undefined}
    >
      <path
        fill="currentColor"
        d="M12 4a8 8 0 0 1 7.4 5H22l-3.5 4L15 9h2.2A6 6 0 0 0 6.3 10L4.4 9.4A8 8 0 0 1 12 4Zm-7.5 7L8 15H5.8a6 6 0 0 0 10.9 1l1.9.6A8 8 0 0 1 4.6 15H2l2.5-4Z"
      />
    </svg>
  );
}
