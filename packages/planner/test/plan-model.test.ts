import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  CONSULATE_CODES,
  CONSULATES,
  toConsulate,
  toVisaType,
  VISA_TYPE_LABELS,
  VISA_TYPES,
  ZPlan,
  ZPlannerAnswers,
} from '../src/plan-model.ts';
import { plan } from './plan-helpers.ts';

/** The specification's names and values: what the answers accept and what a plan carries. */
describe('plan model spellings', () => {
  it.each(CONSULATES.flatMap((name) => [name, name.toUpperCase(), ` ${name.toLowerCase()} `, CONSULATE_CODES[name]]))(
    'reads the consulate %j as its name',
    (spelling) => {
      const name = CONSULATES.find((entry) => entry.toLowerCase() === spelling.trim().toLowerCase());
      const expected = name ?? CONSULATES.find((entry) => CONSULATE_CODES[entry] === spelling);
      expect(ZPlannerAnswers.parse({ consulate: spelling }).consulate).toBe(expected);
    },
  );

  it.each(
    VISA_TYPES.flatMap((code) => [
      code,
      code.toLowerCase(),
      VISA_TYPE_LABELS[code],
      VISA_TYPE_LABELS[code].toUpperCase(),
    ]),
  )('reads the visa type %j as its code', (spelling) => {
    expect(toVisaType(spelling)).not.toBeNull();
    expect(ZPlannerAnswers.parse({ visa_type: spelling }).visa_type).toBe(toVisaType(spelling));
  });

  it('refuses unknown spellings with the accepted values in the message', () => {
    expect(toConsulate('Boston')).toBeNull();
    const consulate = ZPlannerAnswers.safeParse({ consulate: 'Boston' });
    expect(consulate.error?.issues[0]?.message).toBe(
      'consulate must be one of Chicago, New York, Miami, San Francisco, Washington DC',
    );
    const visa = ZPlannerAnswers.safeParse({ visa_type: 'Tourist' });
    expect(visa.error?.issues[0]?.message).toMatch(/^visa_type must be one of DNV \(Telework \(Digital Nomad\)\)/);
    expect(ZPlannerAnswers.safeParse({ consulate: 7 }).success).toBe(false);
  });

  it("applies the specification's defaults to an empty answer set", () => {
    expect(ZPlannerAnswers.parse({})).toMatchObject({
      country: 'ES',
      visa_type: 'DNV',
      consulate: 'Chicago',
      applicant_type: 'employee',
      nie_status: 'need',
      residence_history_5y: [{ country: 'US', months: 60 }],
      ssa_certificate_of_coverage: true,
    });
    const result = plan({});
    expect(result.answers).toMatchObject({ visa_type: 'DNV', consulate: 'Chicago' });
    expect(result.web.header.subtitle).toMatch(/^Consulate of Spain in Chicago · /);
  });

  it('reads a plan stored with a consulate code as the name, and encodes a plan unchanged', () => {
    const current = plan({ visa_type: 'NLV', consulate: 'New York' });
    const stored = { ...current, answers: { ...current.answers, consulate: 'new_york' } };
    expect(ZPlan.parse(stored)).toEqual(current);
    expect(z.encode(ZPlan, current)).toEqual(current);
  });
});
