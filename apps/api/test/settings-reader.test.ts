import { DEFAULT_LEGIBILITY_THRESHOLD } from '@sello/shared/analysis-schemas';
import { DEFAULT_RETENTION } from '@sello/shared/settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseSetting, readSetting, settingSubquery } from '../src/services/settings/settings.ts';
import { buildTestApp, type TTestApp } from './helpers/build-test-app.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { SUPPORT_EMAIL: 'help@fallback.test' } });
});
afterAll(() => t.close());

const store = (key: string, value: unknown) =>
  t.db
    .updateTable('settings')
    .set({ value: JSON.stringify(value) })
    .where('key', '=', key)
    .execute();

describe('the settings module', () => {
  it('falls back to the SUPPORT_EMAIL bound in the app context when no support address is stored', async () => {
    await t.db.deleteFrom('settings').where('key', '=', 'supportEmail').execute();
    const config = await t.app.inject({ url: '/api/config/all' });
    expect(config.json().configuration.supportEmail).toBe('help@fallback.test');
    expect((await t.readSettings()).supportEmail).toBe('help@fallback.test');

    await t.db
      .insertInto('settings')
      .values({ key: 'supportEmail', value: JSON.stringify('desk@agency.test') })
      .execute();
    expect((await t.readSettings()).supportEmail).toBe('desk@agency.test');
  });

  it('reads one key: the stored value, or its default when unset or unreadable', async () => {
    await store('retention', { unconvertedHours: 6, deliveredDays: 10, sentEmailDays: 20 });
    expect(await readSetting(t.db, 'retention')).toEqual({ unconvertedHours: 6, deliveredDays: 10, sentEmailDays: 20 });

    await store('legibilityThreshold', 'not a number');
    expect(await readSetting(t.db, 'legibilityThreshold')).toBe(DEFAULT_LEGIBILITY_THRESHOLD);

    await t.db.deleteFrom('settings').where('key', '=', 'retention').execute();
    expect(await readSetting(t.db, 'retention')).toEqual(DEFAULT_RETENTION);
  });

  it('reads one key as a scalar subquery inside another statement', async () => {
    await store('legibilityThreshold', 42);
    const row = await t.db
      .selectNoFrom([
        settingSubquery('legibilityThreshold').as('threshold'),
        settingSubquery('retention').as('retention'),
      ])
      .executeTakeFirstOrThrow();
    expect(parseSetting('legibilityThreshold', row.threshold)).toBe(42);
    expect(parseSetting('retention', row.retention)).toEqual(DEFAULT_RETENTION);
  });
});
