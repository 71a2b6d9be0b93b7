import { describe, expect, it } from 'vitest';
import { assignTasksFormSchema, PAST_DUE_MESSAGE } from './assign-tasks-form';

const NOW = Date.parse('2026-11-26T12:00:00.000Z');
const schema = assignTasksFormSchema(() => NOW);
const valid = {
  scope: 'documents' as const,
  fileKeys: ['a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d'],
  translatorId: '5d3c2b1a-0f9e-4d8c-9b7a-6e5f4d3c2b1a',
  reviewerId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  dueAt: '2026-12-01T17:00',
  notes: '  Keep the seal in brackets. ',
};
const messages = (input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
};

describe('assignTasksFormSchema', () => {
  it('sends the chosen documents, the people, the due date as an instant and the trimmed notes', () => {
    expect(schema.parse(valid)).toEqual({
      fileKeys: valid.fileKeys,
      translatorId: valid.translatorId,
      reviewerId: valid.reviewerId,
      dueAt: new Date('2026-12-01T17:00').toISOString(),
      notes: 'Keep the seal in brackets.',
    });
    expect(schema.parse({ ...valid, scope: 'whole', fileKeys: [], notes: '' })).toEqual({
      wholeOrder: true,
      translatorId: valid.translatorId,
      reviewerId: valid.reviewerId,
      dueAt: new Date('2026-12-01T17:00').toISOString(),
    });
  });

  it('needs a document, two different people and a due date in the future', () => {
    expect(messages({ ...valid, fileKeys: [], translatorId: '', reviewerId: '', dueAt: '' })).toEqual({
      fileKeys: 'Choose at least one document',
      translatorId: 'Choose a translator',
      reviewerId: 'Choose a reviewer',
      dueAt: 'Enter the due date and time',
    });
    expect(messages({ ...valid, reviewerId: valid.translatorId })).toEqual({
      reviewerId: 'The reviewer must be someone other than the translator',
    });
    expect(messages({ ...valid, dueAt: '2026-11-20T17:00' })).toEqual({ dueAt: PAST_DUE_MESSAGE });
  });
});
