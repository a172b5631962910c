import { ApiError } from '../api/ApiError';
import { request } from '../api/request';
import { switchLanguage } from '../i18n/i18n';
import type { LangCode } from '../i18n/languages';
import { session } from '../session/session';
import { describeChunkFailure } from '../ui/chunkFailure';
import { chunkMessageParams } from '../ui/chunkMessage';
import { showAlert } from './alerts';
import { queryClient } from './queryClient';

/**
 * Language change (§4): remembers it, switches interface and validation messages, tells the
 * server when logged in, and refetches language-dependent data (queries marked with meta.lang).
 */
export async function changeLanguage(next: LangCode): Promise<void> {
  try {
    await switchLanguage(next);
  } catch (error) {
    const chunk = describeChunkFailure(error);
    if (!chunk) throw error;
    // The new language's texts did not arrive (§8): say so in the current one, which stays.
    showAlert({ messageKey: 'errors.chunk_load', params: chunkMessageParams(chunk) });
    return;
  }
  if (session.isLogin) {
    try {
      await request('updateMemberLanguage', { language: next });
    } catch (error) {
      // the interface already switched; the server learns the language at the next login
      if (!(error instanceof ApiError)) throw error;
      console.warn('[core] could not tell the platform the new language', error.code);
    }
  }
  await queryClient.invalidateQueries({ predicate: (query) => query.meta?.lang === true });
}
