import type {
  TApplicantType,
  TCitizenshipStatus,
  TIncomeCurrency,
  TNieStatus,
  TRequirement,
} from '@sello/planner/plan-model';

export const APPLICANT_TYPE_LABELS: Record<TApplicantType, { label: string; hint: string }> = {
  employee: { label: 'Employee', hint: 'You work for a company outside Spain.' },
  self_employed: { label: 'Self-employed', hint: 'You are a freelancer or run your own business.' },
};

export const CITIZENSHIP_LABELS: Record<TCitizenshipStatus, { label: string; hint: string }> = {
  usc: { label: 'US citizen', hint: 'You hold a US passport.' },
  lpr: { label: 'US permanent resident', hint: 'You hold a green card.' },
  other: { label: 'Other', hint: 'Another nationality living in the US legally.' },
};

export const NIE_LABELS: Record<TNieStatus, { label: string; hint: string }> = {
  have: { label: 'I have one', hint: 'You already have a Spanish foreigner ID number.' },
  need: { label: 'I need one', hint: 'You will apply for it with the visa.' },
  unknown: { label: 'Not sure', hint: 'The plan covers getting one.' },
};

export const CURRENCY_LABELS: Record<TIncomeCurrency, string> = { USD: 'US dollars (USD)', EUR: 'Euros (EUR)' };

export const REQUIREMENT_LABELS: Record<TRequirement, string> = {
  required: 'Required',
  conditional: 'Depends on your situation',
  required_for_dependents: 'For each family member',
  optional: 'Optional',
};
