/** The main wallet's name on the wire (walletTransfer's from and to). */
export const MAIN_WALLET = 'MAIN';

/** A transfer always has the main wallet on one side and one vendor wallet on the other. */
export interface TransferSides {
  from: string;
  to: string;
}

interface WalletChoice {
  vendor: string;
  balance: number;
  maintenance: boolean;
}

/**
 * The sides after the person picks `wallet` for one of them: picking a vendor puts the main
 * wallet on the other side; picking the main wallet keeps the vendor, or takes the first open one.
 */
export function chooseSide(
  sides: TransferSides,
  side: keyof TransferSides,
  wallet: string,
  vendors: readonly WalletChoice[],
): TransferSides {
  const vendor =
    wallet !== MAIN_WALLET
      ? wallet
      : sides[side] !== MAIN_WALLET
        ? sides[side]
        : (vendors.find((v) => !v.maintenance)?.vendor ?? MAIN_WALLET);
  // The side just picked gets `wallet`; the vendor ends up on whichever side main is not.
  const mainOn = wallet === MAIN_WALLET ? side : side === 'from' ? 'to' : 'from';
  return mainOn === 'from' ? { from: MAIN_WALLET, to: vendor } : { from: vendor, to: MAIN_WALLET };
}

/** What the `from` wallet holds: the most the transfer may take. */
export function availableIn(from: string, main: number, vendors: readonly WalletChoice[]): number {
  if (from === MAIN_WALLET) return main;
  return vendors.find((v) => v.vendor === from)?.balance ?? 0;
}
