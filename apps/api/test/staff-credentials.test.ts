import { LANGUAGE_PAIRS, type TLanguage } from '@sello/shared/constants';
import type { TSwornJurisdiction } from '@sello/shared/staff-profile-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  findSwornCredential,
  swornCredentialMissingMessage,
} from '../src/services/staff-profiles/staff-credentials.ts';
import { buildTestApp, type TTestApp } from './helpers/build-test-app.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

let users = 0;
const translatorWith = async (
  credentials: Array<
    | { kind: 'sworn'; jurisdiction: TSwornJurisdiction; language: TLanguage }
    | { kind: 'certified'; source: TLanguage; target: TLanguage }
  >,
) => {
  users += 1;
  const user = await t.db
    .insertInto('users')
    .values({
      email: `translator-${users}@sello.test`,
      password_hash: 'not-used',
      first_name: 'Tina',
      last_name: 'Translator',
      staff_role: 'translator',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const credential of credentials) {
    await t.db
      .insertInto('staff_credentials')
      .values(
        credential.kind === 'sworn'
          ? {
              user_id: user.id,
              kind: 'sworn',
              jurisdiction: credential.jurisdiction,
              language: credential.language,
              issuer: 'MAEC',
              number: `TIJ-${users}`,
            }
          : {
              user_id: user.id,
              kind: 'certified',
              source_language: credential.source,
              target_language: credential.target,
              issuer: 'ATA',
              number: `ATA-${users}`,
            },
      )
      .execute();
  }
  return user.id;
};

const coveredPairs = async (userId: string) => {
  const covered: string[] = [];
  for (const { source, target } of LANGUAGE_PAIRS) {
    const credential = await findSwornCredential(t.db, userId, { sourceLanguage: source, targetLanguage: target });
    if (credential) covered.push(`${source}->${target}`);
  }
  return covered;
};

describe('sworn credentials: who may take sworn work in which pair', () => {
  it('a Spanish Traductor-Intérprete Jurado of English covers English → Spanish and Spanish → English, nothing else', async () => {
    const userId = await translatorWith([{ kind: 'sworn', jurisdiction: 'spain', language: 'english' }]);
    expect(await coveredPairs(userId)).toEqual(['english->spanish', 'spanish->english']);
    const credential = await findSwornCredential(t.db, userId, {
      sourceLanguage: 'spanish',
      targetLanguage: 'english',
    });
    expect(credential).toMatchObject({
      kind: 'sworn',
      jurisdiction: 'spain',
      language: 'english',
      number: expect.stringMatching(/^TIJ-/),
      issuingAuthority: 'MAEC',
      coveredPairs: [
        { source: 'english', target: 'spanish' },
        { source: 'spanish', target: 'english' },
      ],
    });
  });

  it('a French traducteur assermenté of English covers English ↔ French, never English ↔ Spanish', async () => {
    const userId = await translatorWith([{ kind: 'sworn', jurisdiction: 'france', language: 'english' }]);
    expect(await coveredPairs(userId)).toEqual(['english->french', 'french->english']);
  });

  it('an appointment for another language, a certification, or nothing covers no product pair', async () => {
    const spanishTijOfFrench = await translatorWith([{ kind: 'sworn', jurisdiction: 'spain', language: 'french' }]);
    expect(await coveredPairs(spanishTijOfFrench)).toEqual([]);
    expect(
      await findSwornCredential(t.db, spanishTijOfFrench, { sourceLanguage: 'french', targetLanguage: 'spanish' }),
    ).toMatchObject({ jurisdiction: 'spain', language: 'french' });

    const ataCertified = await translatorWith([
      { kind: 'certified', source: 'spanish', target: 'english' },
      { kind: 'certified', source: 'english', target: 'spanish' },
    ]);
    expect(await coveredPairs(ataCertified)).toEqual([]);

    expect(await coveredPairs(await translatorWith([]))).toEqual([]);
  });

  it('only the person’s own credentials count', async () => {
    await translatorWith([{ kind: 'sworn', jurisdiction: 'spain', language: 'english' }]);
    const colleague = await translatorWith([{ kind: 'certified', source: 'english', target: 'spanish' }]);
    expect(await coveredPairs(colleague)).toEqual([]);
  });

  it('both appointments together cover all four product pairs', async () => {
    const userId = await translatorWith([
      { kind: 'sworn', jurisdiction: 'spain', language: 'english' },
      { kind: 'sworn', jurisdiction: 'france', language: 'english' },
    ]);
    expect(await coveredPairs(userId)).toEqual([
      'english->spanish',
      'english->french',
      'spanish->english',
      'french->english',
    ]);
  });

  it('the refusal names the credential that would be needed', () => {
    expect(swornCredentialMissingMessage({ sourceLanguage: 'english', targetLanguage: 'spanish' })).toBe(
      'Sworn English → Spanish work can only go to a translator holding sworn credentials for it: a Traductor-Intérprete Jurado (Spain) of English. Add the credential to their profile, or choose another translator.',
    );
    expect(swornCredentialMissingMessage({ sourceLanguage: 'spanish', targetLanguage: 'english' })).toContain(
      'a Traductor-Intérprete Jurado (Spain) of English',
    );
  });
});
