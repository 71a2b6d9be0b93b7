import type { TResponse } from './http.ts';
import { sleep } from './time.ts';

export const isSuccess = (response: TResponse) => response.status >= 200 && response.status < 300;

export type TRetryStep<R extends TResponse> = {
  label: string;
  /** One try, against the base URL `pick` gives it (a fresh pick each try: another instance may answer). */
  run: (baseUrl: string) => Promise<R>;
  pick: () => string;
  /** The answer the step wants; a 2xx by default. May look further (e.g. at the order's state). */
  accept?: (response: R) => boolean | Promise<boolean>;
  /** An answer worth another try, as a customer would (a cut connection, a 503); any other ends the step. */
  retryable: (response: R) => boolean;
  /** At most this many tries… */
  attempts?: number;
  /** …and no new try after this long. */
  deadlineMs?: number;
  /** The wait before the next try. */
  delayMs: (response: R) => number;
  /** Sees every answer (counts, judges). */
  onAnswer?: (response: R) => void;
  /** Aborted: no further try. */
  signal?: AbortSignal;
};

/**
 * A customer's step, tried again while the answer is retryable. Throws with the label and the last answer when it
 * gives up or the answer is neither accepted nor retryable; a request left unanswered (a hang) ends it at once.
 */
export const retryStep = async <R extends TResponse>(step: TRetryStep<R>): Promise<R> => {
  const accept = step.accept ?? isSuccess;
  const attempts = step.attempts ?? Number.POSITIVE_INFINITY;
  const deadline = Date.now() + (step.deadlineMs ?? Number.POSITIVE_INFINITY);
  for (let attempt = 1; ; attempt += 1) {
    if (step.signal?.aborted) throw new Error(`${step.label}: stopped (the scenario overran)`);
    const response = await step.run(step.pick());
    step.onAnswer?.(response);
    if (await accept(response)) return response;
    if (response.error === 'timeout') throw new Error(`${step.label}: no answer within 30 s (a hang)`);
    const last = `${step.label}: ${response.status} ${response.error ?? response.text.slice(0, 200)}`;
    if (!step.retryable(response)) throw new Error(last);
    if (attempt >= attempts || Date.now() > deadline) throw new Error(`${last} (gave up after ${attempt} tries)`);
    await sleep(step.delayMs(response), step.signal);
  }
};

/**
 * What is wrong with a 503 (empty when nothing): Sello's "come back later" carries Retry-After and
 * `{ error, code: 'UNAVAILABLE' }` (with `message` as the error when given), and never a stack trace.
 */
export const judgeUnavailable = (response: TResponse, message?: string): string[] => {
  const problems: string[] = [];
  const body = response.json as { error?: unknown; code?: unknown } | null;
  if (!response.headers.get('retry-after')) problems.push('503 without Retry-After');
  const errorOk = message === undefined ? typeof body?.error === 'string' : body?.error === message;
  if (!errorOk || body?.code !== 'UNAVAILABLE') {
    problems.push(
      message === undefined
        ? '503 without { error, code: UNAVAILABLE }'
        : `503 without the expected message (${response.text.slice(0, 120)})`,
    );
  }
  if (/\bat .+:\d+:\d+\)?/.test(response.text)) problems.push('503 with a stack trace');
  return problems;
};
