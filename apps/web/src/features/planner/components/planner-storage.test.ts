import { afterEach, describe, expect, it } from 'vitest';
import { SAMPLE_PLAN_RESPONSE } from '../testing/sample-plan';
import { ANSWERS_STORAGE_KEY, loadPlan, loadWizard, PLAN_STORAGE_KEY, savePlan, saveWizard } from './planner-storage';
import { DEFAULT_WIZARD_VALUES } from './wizard-values';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('planner storage', () => {
  it('keeps the answers and step in local storage', () => {
    const state = { step: 3, query: 'ES|DNV', values: { ...DEFAULT_WIZARD_VALUES, visa_type: 'DNV' } };
    saveWizard(state);
    expect(JSON.parse(localStorage.getItem(ANSWERS_STORAGE_KEY) ?? 'null')).toEqual(state);
    expect(loadWizard()).toEqual(state);
  });

  it('reads damaged answers field by field, a consulate saved by its former code as its name, and ignores what is not JSON', () => {
    localStorage.setItem(
      ANSWERS_STORAGE_KEY,
      JSON.stringify({
        step: 42,
        query: 7,
        values: { ...DEFAULT_WIZARD_VALUES, has_dependents: 'maybe', consulate: 'miami' },
      }),
    );
    expect(loadWizard()).toEqual({
      step: 0,
      query: '',
      values: { ...DEFAULT_WIZARD_VALUES, consulate: 'Miami' },
    });
    localStorage.setItem(ANSWERS_STORAGE_KEY, '{not json');
    expect(loadWizard()).toBeNull();
  });

  it('keeps the plan in session storage and drops one that does not match the contract', () => {
    expect(loadPlan()).toBeNull();
    savePlan(SAMPLE_PLAN_RESPONSE);
    expect(loadPlan()).toEqual(SAMPLE_PLAN_RESPONSE);
    sessionStorage.setItem(PLAN_STORAGE_KEY, JSON.stringify({ planId: 'x', plan: {} }));
    expect(loadPlan()).toBeNull();
  });
});
