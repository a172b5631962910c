import { beforeEach, describe, expect, it } from 'vitest';
import { closeModal, openModal, ui } from './ui';

beforeEach(() => {
  ui.modals.splice(0);
});

describe('modal stack', () => {
  it('opens modals by id with their data, once each', () => {
    openModal('login', { from: 'header' });
    openModal('announcements');
    openModal('login', { from: 'elsewhere' });
    expect(ui.modals).toEqual([
      { id: 'login', data: { from: 'header' } },
      { id: 'announcements', data: undefined },
    ]);
  });

  it('closes only the modal named, and ignores unknown ids', () => {
    openModal('a');
    openModal('b');
    openModal('c');
    closeModal('b');
    closeModal('zzz');
    expect(ui.modals.map((m) => m.id)).toEqual(['a', 'c']);
  });
});
