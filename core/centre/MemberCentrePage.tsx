import { CentreFrame } from './CentreFrame';

/** /member/:pageKey? (§2 member centre page keys): wallet, records, rewards… as plugins add. */
export default function MemberCentrePage() {
  return <CentreFrame slot="memberCentre" base="/member" titleKey="centre.member" />;
}
