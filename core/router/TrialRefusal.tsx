import { useEffect, useRef } from 'react';
import { Redirect } from 'wouter';
import { showAlert } from '../runtime/alerts';

/** Shows the need-true-account warning once and returns the trial user to the home page. */
export function TrialRefusal() {
  // StrictMode runs effects twice on the same instance; the ref keeps it to one dialog.
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    showAlert({ messageKey: 'errors.need_true_account' });
  }, []);
  return <Redirect to="/" replace />;
}
