import { CentreFrame } from './CentreFrame';

/** /agentHome/:pageKey? (§2 agent centre menu pages): team, reports, contracts… as plugins add. */
export default function AgentCentrePage() {
  return <CentreFrame slot="agentCentre" base="/agentHome" titleKey="centre.agent" />;
}
