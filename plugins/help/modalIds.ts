/** The feedback modal's id (§2 Modals: feedbackModal); other plugins open it by this id. */
export const FEEDBACK_MODAL = 'feedbackModal';

/** The help modal's id (§2 Modals: helpModal). */
export const HELP_MODAL = 'helpModal';
