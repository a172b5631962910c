import { TOKEN_STORAGE_KEY } from '../api/wire/token';

/** Session storage keys of §3; tokens and member data live only here, never in localStorage. */
export const SESSION_KEYS = {
  token: TOKEN_STORAGE_KEY,
  nickname: 'nickname',
  account: 'account',
  username: 'username',
  customerId: 'customerId',
  /** How this session was opened (SignInChannel): a social sign-in launches games its own way. */
  signIn: 'signIn',
  isAgent: 'isAgent',
  merchant: 'merchant',
  merchantCode: 'merchantCode',
  gameVendor: 'gameVendor',
  validate: 'validate',
  merchantWallet: 'merchantWallet',
  consolidated: 'consolidated',
  enableSalary: 'enableSalary',
  enableContract: 'enableContract',
} as const;

/** Kept across logout (§4 "re-stores merchant values"). */
export const MERCHANT_KEYS = [SESSION_KEYS.merchant, SESSION_KEYS.merchantCode] as const;

/** Local storage keys for language (§3) and the theme switch. */
export const LOCAL_KEYS = { lang: 'lang', hisLang: 'hisLang', theme: 'theme' } as const;
