// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '../../../core/session/session';
import InviteFriendsPage, { AGENT_INVITE_PATH, MEMBER_INVITE_PATH } from './InviteFriendsPage';

afterEach(() => {
  cleanup();
  session.isAgent = false;
});

function landOn(isAgent: boolean): string {
  session.isAgent = isAgent;
  const location = memoryLocation({ path: '/inviteFriends', record: true });
  render(
    <Router hook={location.hook}>
      <InviteFriendsPage />
    </Router>,
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
});
