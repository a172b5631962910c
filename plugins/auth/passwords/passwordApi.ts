import { request } from '../../../core/api/request';

export function sendPasswordByEmail(username: string, email: string) {
  return request('forgotPasswordByEmail', { username, email });
}

export function resetPasswordByPhone(input: {
  mobileNum: string;
  verificationCode: string;
  newPassword: string;
  countryDialingCode?: string;
}) {
  return request('resetPasswordByPhone', input);
}

export function changePassword(input: {
  oldPassword?: string;
  newPassword: string;
  confirmNewPassword: string;
}) {
  return request('changePassword', input);
}
