import { modalHandle } from '../../core/plugin/handles';

declare module '../../core/plugin/handles' {
  interface ModalRegister {
    /** The announcement popups (§2 publicModal). */
    publicModal: undefined;
    /** The notice list, opened on the notice the marquee was showing (§2 noticeModal). */
    noticeModal: { id?: string } | undefined;
  }
}

export const publicModal = modalHandle('publicModal');
export const noticeModal = modalHandle('noticeModal');
