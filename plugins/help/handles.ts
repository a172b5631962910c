import { modalHandle } from '../../core/plugin/handles';

/** What the feedback modal takes: a question type to preselect (6 = apply to be an agent, §3). */
export interface FeedbackModalData {
  type?: number;
}

declare module '../../core/plugin/handles' {
  interface ModalRegister {
    /** The help modal (§2 helpModal), optionally opened on one section. */
    helpModal: { id?: string } | undefined;
    /** Feedback and complaints (§2 feedbackModal), optionally with a question type chosen. */
    feedbackModal: FeedbackModalData | undefined;
  }
}

export const helpModal = modalHandle('helpModal');
export const feedbackModal = modalHandle('feedbackModal');
