import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { openModal } from '../../../core/runtime/ui';
import { Spinner } from '../../../core/ui/Spinner';

/** /login (§2): the home page with the login popup open. */
export default function LoginRoutePage() {
  const [, navigate] = useLocation();
  useEffect(() => {
    openModal('login');
    navigate('/', { replace: true });
  }, [navigate]);
  return <Spinner />;
}
