import { modalHandle } from '../../core/plugin/handles';
import type { Consent } from './api';

/** What the bind modal needs: the consent to spend and the provider account to name. */
export interface BindRequest extends Consent {
  identity: string;
}

declare module '../../core/plugin/handles' {
  interface ModalRegister {
    socialBind: BindRequest;
  }
}

export const bindModal = modalHandle('socialBind');
/** auth's register popup: a sign-in from it must close it as well as the login popup. */
export const registerPrompt = modalHandle('register');
