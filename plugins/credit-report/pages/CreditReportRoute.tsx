import { Redirect } from 'wouter';
import { CREDIT_REPORT_PATH } from '../signedIn';

/**
 * /creditReport, the report's short address: the page itself is in the member centre, with the
 * other records. The route needs a login and a real account, so only a member gets this far.
 */
export default function CreditReportRoute() {
  return <Redirect to={CREDIT_REPORT_PATH} replace />;
}
