import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, setMember } from '../session/session';
import { alerts } from './alerts';
import { mayOpenMemberPanel } from './realAccount';
import { ui } from './ui';

afterEach(() => {
  clearSession();
  ui.modals.splice(0);
  alerts.queue.splice(0);
});

const member = (type: number) => ({
  id: 1,
  account: 'a',
  username: 'a',
  nickname: 'A',
  type,
});

describe('mayOpenMemberPanel (§4)', () => {
  it('sends a visitor to the login popup', () => {
    expect(mayOpenMemberPanel()).toBe(false);
    expect(ui.modals.map((m) => m.id)).toEqual(['login']);
  });
  it('refuses a trial user with the need-true-account warning', () => {
    setMember(member(4));
    expect(mayOpenMemberPanel()).toBe(false);
    expect(alerts.queue.map((a) => a.messageKey)).toEqual(['errors.need_true_account']);
  });
  it('lets members and agents through', () => {
    setMember(member(0));
    expect(mayOpenMemberPanel()).toBe(true);
    setMember(member(1));
    expect(mayOpenMemberPanel()).toBe(true);
    expect(alerts.queue).toHaveLength(0);
  });
});
