import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { registerPrompt } from '../handles';
import { openModal } from '../../../core/runtime/ui';
import { Spinner } from '../../../core/ui/Spinner';

/** /register (§2): the home page with the register popup open; a referral query stays readable. */
export default function RegisterRoutePage() {
  const [, navigate] = useLocation();
  useEffect(() => {
    openModal(registerPrompt);
    // Keep the query (an affiliate code from a referral link) for the form to read.
    navigate(`/${window.location.search}`, { replace: true });
  }, [navigate]);
  return <Spinner />;
}
