import { modalHandle } from '../../core/plugin/handles';

/** The vendor whose games the vendor-games modal lists (§2 game popup). */
export interface VendorGamesData {
  vassalage: string;
  gameType: string;
}

declare module '../../core/plugin/handles' {
  interface ModalRegister {
    'vendor-games': VendorGamesData;
  }
}

export const vendorGamesModal = modalHandle('vendor-games');
