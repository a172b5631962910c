import { modalHandle } from '../../core/plugin/handles';

/**
 * auth's change-password modal, named through core's register (auth declares the id). The
 * security centre opens it when a mounted plugin provides it, and copies none of its form.
 */
export const changePasswordModal = modalHandle('changePassword');
