import { modalHandle } from '../../core/plugin/handles';

/** What the change-password modal takes; nothing when opened from the account menu. */
export interface ChangePasswordData {
  /** Set when a login was stopped for a default or expired password (§4). */
  forced?: 'default' | 'expired';
  /** The password typed at that login, held in memory so it need not be typed again. */
  oldPassword?: string;
  side?: 'member' | 'agent';
  next?: string;
}

// auth's modals, merged into core's register so other plugins can name them (§2 Modals).
declare module '../../core/plugin/handles' {
  interface ModalRegister {
    register: undefined;
    forgotPassword: undefined;
    changePassword: ChangePasswordData | undefined;
    logout: undefined;
  }
}

export const registerPrompt = modalHandle('register');
export const forgotPasswordModal = modalHandle('forgotPassword');
export const changePasswordModal = modalHandle('changePassword');
export const logoutModal = modalHandle('logout');

/**
 * help's feedback modal, named through core's register (help declares the id and its data). The
 * agent page opens it on question type 6, "apply to be an agent" (§3), when help is mounted.
 */
export const feedbackModal = modalHandle('feedbackModal');

/** Feedback question type 6 (§3): apply to be an agent. */
export const APPLY_AGENT_TYPE = 6;
