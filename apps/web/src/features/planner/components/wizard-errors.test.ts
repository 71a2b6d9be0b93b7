import { describe, expect, it } from 'vitest';
import { formatMessage } from '@/lib/i18n/i18n';
import { plannerCatalogue } from '../messages/catalogue';
import { wizardErrorText } from './wizard-errors';
import { checkWizardValues, DEFAULT_WIZARD_VALUES } from './wizard-values';

const describeIn = async (locale: 'en' | 'es' | 'fr', message: string) => {
  const m = await plannerCatalogue.load(locale);
  return wizardErrorText(m.errors, (text, values) => formatMessage(locale, text, values), message);
};

describe('the wizard’s validation messages', () => {
  it('are written in the page’s language, numbers with their field and range', async () => {
    const check = checkWizardValues({ ...DEFAULT_WIZARD_VALUES, has_dependents: 'yes', dependents_count: '12' });
    const issues = check.ok ? [] : check.issues;
    const count = issues.find((issue) => issue.path === 'dependents_count')?.message ?? '';
    expect(count).toBe('range:dependents');
    expect(await describeIn('en', count)).toBe('Enter how many family members come with you between 1 and 10');
    expect(await describeIn('es', count)).toBe('Indique cuántos familiares le acompañan entre 1 y 10');
    expect(await describeIn('fr', 'notNumber:income')).toBe('Indiquez vos revenus mensuels en chiffres');
    expect(await describeIn('es', 'chooseCitizenship')).toBe('Elija su nacionalidad');
    expect(await describeIn('fr', 'monthsOver')).toBe('Le total dépasse 60 mois');
  });
});
