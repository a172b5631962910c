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
