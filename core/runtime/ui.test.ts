import { beforeEach, describe, expect, it } from 'vitest';
import { loginPrompt, type ModalHandle } from '../plugin/handles';
import { closeModal, openModal, ui } from './ui';

/** Handles of modals the test pretends plugins provide (real ids are declared by plugins). */
const other = (id: string) => ({ kind: 'modal', id }) as unknown as ModalHandle<'login'>;

beforeEach(() => {
  ui.modals.splice(0);
});

describe('modal stack', () => {
  it('opens modals by handle with their data, once each', () => {
    openModal(loginPrompt, { next: '/pointMall' });
    openModal(other('announcements'));
    openModal(loginPrompt, { next: '/elsewhere' });
    expect(ui.modals).toEqual([
      { id: 'login', data: { next: '/pointMall' } },
      { id: 'announcements', data: undefined },
    ]);
  });

  it('closes only the modal named, and ignores modals that are not open', () => {
    openModal(other('a'));
    openModal(other('b'));
    openModal(other('c'));
    closeModal(other('b'));
    closeModal(other('zzz'));
    expect(ui.modals.map((m) => m.id)).toEqual(['a', 'c']);
  });
});
