import { ApiError } from '../api/ApiError';
import { request } from '../api/request';
import { clearSession, type Member } from '../session/session';

/** The member of the session's token, or null (the session cleared) when the platform refuses it. */
export async function memberOfSession(): Promise<Member | null> {
  try {
    return await request('memberInfo', {});
  } catch (error) {
    if (error instanceof ApiError && error.code === 'NOT_LOGGED_IN') {
      clearSession();
      return null;
    }
    throw error;
  }
}
