import { ApiError } from '../api/ApiError';
import { request } from '../api/request';
import { clearSession, restoreToken, setMember } from '../session/session';

/**
 * A token from the URL query or sessionStorage is only trusted once member info answers; an
 * expired token is dropped and the visitor continues as a guest instead of seeing an error.
 * boot() has already taken the query's token out of the address bar; `search` still holds it.
 */
export async function restoreMember(search: string): Promise<void> {
  const token = restoreToken(search);
  if (!token) return;
  try {
    const member = await request('memberInfo', {});
    setMember(member);
  } catch (error) {
    if (error instanceof ApiError && error.code === 'NOT_LOGGED_IN') {
      clearSession();
      return;
    }
    throw error;
  }
}
