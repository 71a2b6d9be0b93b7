import { describe, expect, it } from 'vitest';
import { DOCUMENTS } from '../src/dataset-documents.ts';
import { ZPlan } from '../src/plan-model.ts';
import { card, plan } from './plan-helpers.ts';

/** The pages a typical copy has: what the upload page counts for a plan's document until its file is analysed. */
describe('typical page counts', () => {
  it('every document of the dataset has one, a whole number of pages from 1 to 10', () => {
    for (const [id, definition] of Object.entries(DOCUMENTS)) {
      expect(Number.isInteger(definition.typical_pages), id).toBe(true);
      expect(definition.typical_pages, id).toBeGreaterThanOrEqual(1);
      expect(definition.typical_pages, id).toBeLessThanOrEqual(10);
    }
  });

  it("are on the plan's cards: a passport's data page is one, an FBI record two, a child's birth certificate two", () => {
    const result = plan({
      has_dependents: true,
      dependents_count: 2,
      residence_history_5y: [{ country: 'US', months: 60 }],
    });
    expect(card(result, 'passport').typical_pages).toBe(1);
    expect(card(result, 'fbi_record').typical_pages).toBe(2);
    expect(card(result, 'birth_certificates').typical_pages).toBe(2);
    expect(card(result, 'economic_means').typical_pages).toBe(6);
    for (const entry of result.web.cards) expect(entry.typical_pages, entry.doc_id).toBeGreaterThanOrEqual(1);
  });

  it('a police certificate made for a country has its own card with the count', () => {
    const result = plan({
      residence_history_5y: [
        { country: 'FR', months: 24 },
        { country: 'US', months: 36 },
      ],
    });
    expect(card(result, 'police_certificate_fr').typical_pages).toBe(1);
  });

  it('a plan stored before the counts existed still reads', () => {
    const result = plan({});
    const stored = JSON.parse(JSON.stringify(result));
    for (const entry of stored.web.cards) delete entry.typical_pages;
    const parsed = ZPlan.parse(stored);
    expect(parsed.web.cards.every((entry) => entry.typical_pages === undefined)).toBe(true);
  });
});
