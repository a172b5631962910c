import { startSession } from '../../../core/session/startSession';

/** §4 Registration success: auto-login (login=true), login info loads; the caller closes and goes to '/'. */
export async function finishRegistration(answer: { token?: string }): Promise<boolean> {
  if (!answer.token) return false;
  await startSession(answer.token, true, 'register');
  return true;
}
