import { describe, expect, it } from 'vitest';
import { PAST_DUE_MESSAGE } from './assign-tasks-form';
import {
  NOTHING_CHANGED_MESSAGE,
  reassignTaskDefaults,
  reassignTaskFormSchema,
  toDateTimeLocal,
} from './reassign-task-form';

const NOW = Date.parse('2026-11-26T12:00:00.000Z');
const FIRST = { id: '5d3c2b1a-0f9e-4d8c-9b7a-6e5f4d3c2b1a', name: 'Lucía Gómez' };
const SECOND = { id: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e', name: 'Ana Ruiz' };
const REVIEWER = { id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', name: 'Tom Reed' };
const task = { translator: FIRST, reviewer: REVIEWER, dueAt: '2026-11-20T17:00:00.000Z', state: 'accepted' as const };
const messages = (schema: ReturnType<typeof reassignTaskFormSchema>, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
};

describe('reassignTaskFormSchema', () => {
  it('starts from the current people and due date, in the local time the input shows', () => {
    expect(reassignTaskDefaults(task)).toEqual({
      translatorId: FIRST.id,
      reviewerId: REVIEWER.id,
      dueAt: toDateTimeLocal(task.dueAt),
    });
    expect(new Date(toDateTimeLocal(task.dueAt)).toISOString()).toBe(task.dueAt);
  });

  it('sends the people, and the due date only when it changed (a past one stays allowed while unchanged)', () => {
    const schema = reassignTaskFormSchema(task, () => NOW);
    const defaults = reassignTaskDefaults(task);
    expect(schema.parse({ ...defaults, translatorId: SECOND.id })).toEqual({
      translatorId: SECOND.id,
      reviewerId: REVIEWER.id,
    });
    expect(schema.parse({ ...defaults, dueAt: '2026-12-03T09:30' })).toEqual({
      translatorId: FIRST.id,
      reviewerId: REVIEWER.id,
      dueAt: new Date('2026-12-03T09:30').toISOString(),
    });
    expect(messages(schema, { ...defaults, dueAt: '2026-11-01T09:30' })).toEqual({ dueAt: PAST_DUE_MESSAGE });
  });

  it('needs a change, except to offer a declined task to the same people again', () => {
    const defaults = reassignTaskDefaults(task);
    expect(
      messages(
        reassignTaskFormSchema(task, () => NOW),
        defaults,
      ),
    ).toEqual({
      translatorId: NOTHING_CHANGED_MESSAGE,
    });
    expect(reassignTaskFormSchema({ ...task, state: 'declined' }, () => NOW).parse(defaults)).toEqual({
      translatorId: FIRST.id,
      reviewerId: REVIEWER.id,
    });
  });

  it('refuses the same person on both sides', () => {
    const schema = reassignTaskFormSchema(task, () => NOW);
    expect(messages(schema, { ...reassignTaskDefaults(task), reviewerId: FIRST.id })).toEqual({
      reviewerId: 'The reviewer must be someone other than the translator',
    });
  });
});
