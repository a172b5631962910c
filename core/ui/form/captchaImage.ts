import type { ApiTypes } from '../../../generated/api';
import { request } from '../../api/request';

export type CaptchaImage = ApiTypes['captcha']['response'];

/** A new captcha image and its id (§7 captcha: GET, base64 image; `t` keeps caches out). */
export function fetchCaptcha(): Promise<CaptchaImage> {
  return request('captcha', { t: String(Date.now()) });
}
