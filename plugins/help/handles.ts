import { modalHandle } from '../../core/plugin/handles';

declare module '../../core/plugin/handles' {
  interface ModalRegister {
    /** The help modal (§2 helpModal), optionally opened on one section. */
    helpModal: { id?: string } | undefined;
    /** Feedback and complaints (§2 feedbackModal). */
    feedbackModal: undefined;
  }
}

export const helpModal = modalHandle('helpModal');
export const feedbackModal = modalHandle('feedbackModal');
