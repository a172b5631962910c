// Plain, mostly read-only answers for the remaining calls so every page of the front end has data to show.
import type { CallHandler } from '../context.js';
import { requireMember } from '../context.js';
import { ApiError } from '../http/envelope.js';
import { consumeCaptcha } from './verification.js';
import { gameIconUrl } from './games.js';

/** Question types (§3 Feedback): 1 deposit, 2 withdrawal, 3 game, 4 customer service, 6 apply agent, 0 other. */
export const FEEDBACK_TYPES = [1, 2, 3, 4, 6, 0];
export const FEEDBACK_MAX_CHARS = 200;
/** At most this many feedbacks per merchant and address in the window, so a form cannot be used to flood support. */
export const FEEDBACK_LIMIT = { count: 3, windowSeconds: 600 };

/**
 * PUT /wps/feedback: the type must be one of the list and the trimmed content 1..200 characters
 * (§5, §9); the captcha answer is checked and used up whatever happens next, so one image buys
 * one attempt; then the rate limit. The sender is the member's username when a token came along.
 */
const feedback: CallHandler = async ({ db, merchant, input, member, ip }) => {
  const type = Number(input.type);
  if (!FEEDBACK_TYPES.includes(type))
    throw new ApiError('VALIDATION_FAILED', `/type must be one of ${FEEDBACK_TYPES.join(', ')}`);
  const content = String(input.content ?? '').trim();
  if (!content) throw new ApiError('VALIDATION_FAILED', '/content must not be empty');
  // Characters as a person counts them (code points), not UTF-16 units.
  if ([...content].length > FEEDBACK_MAX_CHARS)
    throw new ApiError(
      'VALIDATION_FAILED',
      `/content must be at most ${FEEDBACK_MAX_CHARS} characters`,
    );
  if (
    !(await consumeCaptcha(
      db,
      merchant.code,
      input.captcha as string | undefined,
      input.captchaId as string | undefined,
    ))
  )
    throw new ApiError('CAPTCHA_FAILED', 'captcha check failed');
  const { rows } = await db.query<{ n: number; oldest: Date | null }>(
    `SELECT count(*)::int AS n, min(created_at) AS oldest FROM feedback
      WHERE merchant = $1 AND ip = $2 AND created_at > now() - interval '${FEEDBACK_LIMIT.windowSeconds} seconds'`,
    [merchant.code, ip],
  );
  const recent = rows[0]!;
  if (recent.n >= FEEDBACK_LIMIT.count) {
    const freesAt = new Date(recent.oldest!).getTime() + FEEDBACK_LIMIT.windowSeconds * 1000;
    throw new ApiError('TOO_MANY_REQUESTS', 'too many feedbacks, retry later', {
      retryAfterSeconds: Math.max(1, Math.ceil((freesAt - Date.now()) / 1000)),
    });
  }
  const sender = member?.account ?? (typeof input.sender === 'string' ? input.sender : null);
  const saved = await db.query<{ id: number }>(
    'INSERT INTO feedback (merchant, sender, type, content, ip) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [merchant.code, sender, type, content, ip],
  );
  return { feedbackId: `FB${saved.rows[0]!.id}` };
};

export const extraHandlers: Record<string, CallHandler> = {
  memberIcon: async (ctx) => ({
    iconUrl: gameIconUrl(`avatar-${requireMember(ctx).id}`),
    icons: [1, 2, 3, 4].map((i) => gameIconUrl(`avatar-${i}`)),
  }),
  feedback,
};
