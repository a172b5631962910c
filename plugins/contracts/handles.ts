import { modalHandle } from '../../core/plugin/handles';

declare module '../../core/plugin/handles' {
  interface ModalRegister {
    /** §2 contract panel: the requests waiting for my answer, shown once after sign-in. */
    contractPanel: undefined;
  }
}

export const contractPanel = modalHandle('contractPanel');
