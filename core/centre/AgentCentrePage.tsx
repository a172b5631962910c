import { AgentHeader } from './AgentHeader';
import { CentreFrame } from './CentreFrame';

/**
 * /agentHome/:pageKey? (§2 agent centre menu pages): the agent header above the centre's menu and
 * page; team, reports, contracts… as plugins add. The route's 'agent' layout draws no player shell.
 */
export default function AgentCentrePage() {
  return (
    <>
      <AgentHeader />
      <CentreFrame slot="agentCentre" base="/agentHome" titleKey="centre.agent" />
    </>
  );
}
