import { ApiError } from '../../core/api/ApiError';
import { request } from '../../core/api/request';

/**
 * The login's bot-check fields: none where the platform has the check off, else a freshly
 * solved challenge (core/api/wire/botCheck.ts, loaded only then). A challenge is used once, so
 * every attempt, a retry too, solves a new one.
 */
export async function botCheckFields(flags: ReadonlySet<string>): Promise<{ botToken?: string }> {
  if (!flags.has('BOTCHECK3')) return {};
  const [challenge, { solveBotCheck }] = await Promise.all([
    request('botCheckChallenge', {}),
    import('../../core/api/wire/botCheck'),
  ]);
  const botToken = await solveBotCheck(challenge);
  if (!botToken)
    throw new ApiError('CAPTCHA_FAILED', 'bot check not solved in time', 0, 'botCheckChallenge');
  return { botToken };
}
