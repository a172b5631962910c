import type { ApiTypes, EndpointName } from '../../generated/api';
import { ApiError } from '../api/ApiError';
import { backoffDelay, isTransient, sleep, type RetryPolicy } from '../api/backoff';
import { loadEndpoint } from '../api/endpointTable';
import { isErrorCode } from '../api/errorCatalogue';
import { request } from '../api/request';

/** What became of a money call whose answer was lost, as the platform tells it. */
export type Resolution =
  | { outcome: 'applied'; answer: unknown }
  | { outcome: 'refused'; error: ApiError }
  | { outcome: 'not-applied' }
  | { outcome: 'unknown' };

type StatusAnswer = ApiTypes['intentStatus']['response'];
type AskStatus = (signal: AbortSignal) => Promise<StatusAnswer>;

/** The person hears what happened within this long, or that it is not known yet. */
export const RESOLVE_DEADLINE_MS = 10_000;

/** Quicker than reads' patience: the answer is wanted within the deadline, not eventually. */
const STATUS_RETRY: Pick<RetryPolicy, 'baseMs' | 'maxMs'> = { baseMs: 250, maxMs: 1_500 };

/** In development and tests an answer read back is held to its call's schema, like any answer. */
async function checkedAnswer(operation: EndpointName, answer: unknown): Promise<unknown> {
  if (import.meta.env.DEV || import.meta.env.MODE === 'test') {
    const { assertResponseShape } = await import('../api/assertResponseShape');
    await assertResponseShape(await loadEndpoint(operation), answer);
  }
  return answer;
}

/**
 * Asks the platform what became of the money call sent with `key` (intentStatus), again on
 * failures a later try can cure and while it is still processing, until `deadline` ms passed.
 * A key the platform never received is closed by the asking, so "not applied" stays true.
 */
export async function resolveIntent(
  operation: EndpointName,
  key: string,
  {
    deadline = RESOLVE_DEADLINE_MS,
    signal,
    ask = (askSignal) => request('intentStatus', { key, operation }, { signal: askSignal }),
  }: { deadline?: number; signal?: AbortSignal; ask?: AskStatus } = {},
): Promise<Resolution> {
  const timeout = AbortSignal.timeout(deadline);
  const until = signal ? AbortSignal.any([signal, timeout]) : timeout;
  for (let attempt = 0; !until.aborted; attempt++) {
    try {
      const status = await ask(until);
      if (status.status === 'applied')
        return { outcome: 'applied', answer: await checkedAnswer(operation, status.answer ?? {}) };
      if (status.status === 'not-received') return { outcome: 'not-applied' };
      if (status.status === 'refused') {
        const code =
          status.refusal && isErrorCode(status.refusal.code) ? status.refusal.code : 'UNKNOWN';
        return {
          outcome: 'refused',
          error: new ApiError(code, status.refusal?.message ?? '', 400, operation),
        };
      }
      // processing: the platform is still on it; ask again shortly
    } catch (error) {
      if (until.aborted || !isTransient(error)) return { outcome: 'unknown' };
    }
    // An abort ends the wait early; the loop's condition then ends the asking.
    await sleep(backoffDelay(attempt, STATUS_RETRY), until).catch(() => undefined);
  }
  return { outcome: 'unknown' };
}
