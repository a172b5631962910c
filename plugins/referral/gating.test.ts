import { describe, expect, it } from 'vitest';
import { activatePlugins } from '../../core/plugin/activatePlugins';
import { buildRegistry } from '../../core/plugin/buildRegistry';
import { isVisible } from '../../core/runtime/visibility';
import referral from './index';
import signedIn from './signedIn';

/**
 * §2: the side menu's invite-friends button and the member-centre page `referral` are an agent's
 * on every brand (the button leads to the agent register centre), and anyone else's only where
 * the referral programme is on (REFERRAL or REFERRAL.enabled, as the platform reads them).
 */
const people = {
  visitor: { isLogin: false, isAgent: false, isTrial: false },
  member: { isLogin: true, isAgent: false, isTrial: false },
  trial: { isLogin: true, isAgent: false, isTrial: true },
  agent: { isLogin: true, isAgent: true, isTrial: false },
};

const OFF = new Set(['COMM3', 'AFFMAN3']); // longhai9 in the emulator
const ON = new Set([...OFF, 'REFERRAL', 'REFERRAL.enabled']);
const ENABLED_ONLY = new Set([...OFF, 'REFERRAL.enabled']);
const REFERRAL_ONLY = new Set([...OFF, 'REFERRAL']);

function start(flags: ReadonlySet<string>) {
  const { active } = activatePlugins([referral], new Set(['referral']), flags);
  const registry = buildRegistry(active);
  const button = registry.slots.sideMenu.find((entry) => entry.key === 'referral');
  const page = signedIn.slots.memberCentre?.find((entry) => entry.key === 'referral');
  return { active, registry, button: button!, page: page! };
}

function seenBy(item: Parameters<typeof isVisible>[0], flags: ReadonlySet<string>): string[] {
  return Object.entries(people)
    .filter(([, person]) => isVisible(item, person, flags))
    .map(([name]) => name);
}

describe('referral gating', () => {
  it('mounts whatever the flags, with its /inviteFriends route', () => {
    for (const flags of [OFF, ON]) {
      const { active, registry } = start(flags);
      expect(active.map((plugin) => plugin.id)).toEqual(['referral']);
      expect(registry.routes.map((route) => route.path)).toContain('/inviteFriends');
    }
  });

  it('gives the invite-friends button to everyone while the programme is on', () => {
    for (const flags of [ON, ENABLED_ONLY, REFERRAL_ONLY]) {
      const { button } = start(flags);
      expect(seenBy(button, flags)).toEqual(['visitor', 'member', 'trial', 'agent']);
    }
  });

  it('gives it to agents only while the programme is off: no visitor or member sees it', () => {
    const { button } = start(OFF);
    expect(seenBy(button, OFF)).toEqual(['agent']);
    // a visitor's button would only ask for a login; a trial user's would be refused (§4)
    expect(button).toMatchObject({ to: '/inviteFriends', realAccount: true });
  });

  it('lists the referral page for real members while the programme is on, for agents always', () => {
    const { page } = start(ON);
    expect(seenBy(page, ON)).toEqual(['member', 'agent']);
    expect(seenBy(page, ENABLED_ONLY)).toEqual(['member', 'agent']);
    expect(seenBy(page, OFF)).toEqual(['agent']);
  });
});
