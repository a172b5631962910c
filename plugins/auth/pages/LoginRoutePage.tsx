import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { loginPrompt } from '../../../core/plugin/handles';
import { openModal } from '../../../core/runtime/ui';
import { Spinner } from '../../../core/ui/Spinner';
import { returnPath } from '../returnPath';

/**
 * /login (§2): the home page with the login popup open. When the guard sent the visitor here
 * from a login-required page, the popup takes them back there after logging in.
 */
export default function LoginRoutePage() {
  const [, navigate] = useLocation();
  const search = useSearch();
  useEffect(() => {
    openModal(loginPrompt, { next: returnPath(search) ?? undefined });
    navigate('/', { replace: true });
  }, [navigate, search]);
  return <Spinner />;
}
