// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, describe, expect, it } from 'vitest';
import { RuntimeProvider, type Runtime } from '../../../core/runtime/RuntimeContext';
import { session } from '../../../core/session/session';
import InviteFriendsPage, {
  AGENT_INVITE_PATH,
  MEMBER_CENTRE_PATH,
  MEMBER_INVITE_PATH,
} from './InviteFriendsPage';

afterEach(() => {
  cleanup();
  session.isAgent = false;
});

const ON = ['COMM3', 'REFERRAL', 'REFERRAL.enabled'];
const OFF = ['COMM3'];

function landOn(isAgent: boolean, flags = ON): string {
  session.isAgent = isAgent;
  const location = memoryLocation({ path: '/inviteFriends', record: true });
  const runtime = { flags: new Set(flags) } as unknown as Runtime;
  render(
    <RuntimeProvider value={runtime}>
      <Router hook={location.hook}>
        <InviteFriendsPage />
      </Router>
    </RuntimeProvider>,
  );
  return location.history.at(-1)!;
}

describe('the invite-friends button', () => {
  it('takes a member to the referral page of the member centre', () => {
    expect(landOn(false)).toBe(MEMBER_INVITE_PATH);
  });

  it('takes an agent to the agent register centre (§2 Side menu)', () => {
    expect(landOn(true)).toBe(AGENT_INVITE_PATH);
  });

  it('takes an agent there where the referral programme is off too', () => {
    expect(landOn(true, OFF)).toBe(AGENT_INVITE_PATH);
  });

  it('takes a member who types the address where the programme is off to the member centre', () => {
    expect(landOn(false, OFF)).toBe(MEMBER_CENTRE_PATH);
  });

  it('reads the programme as on with either switch (REFERRAL.enabled alone)', () => {
    expect(landOn(false, ['COMM3', 'REFERRAL.enabled'])).toBe(MEMBER_INVITE_PATH);
  });
});
