import type {
  TApostilleType,
  TConfidence,
  TStepCode,
  TTranslationType,
  TWarningLevel,
} from '@sello/planner/plan-model';

export const APOSTILLE_LABELS: Record<TApostilleType, string> = {
  federal: 'Federal apostille (US Department of State)',
  state: 'State apostille (Secretary of State of the issuing state)',
  foreign: 'Apostille from the issuing country',
  none: 'No apostille needed',
};

export const TRANSLATION_LABELS: Record<TTranslationType, string> = {
  ATA: 'Certified translation by an ATA-certified translator',
  MAEC: 'Sworn translation by a MAEC-appointed translator (traductor jurado)',
  ATA_or_MAEC: 'Sworn (MAEC) or ATA-certified translation into Spanish',
  none: 'No translation needed',
};

export const STEP_CODE_LABELS: Record<TStepCode, string> = {
  order: 'Order',
  apostille: 'Apostille',
  translate: 'Translate',
  ready: 'Ready',
};

export const WARNING_LEVEL_LABELS: Record<TWarningLevel, string> = {
  critical: 'Critical',
  warning: 'Warning',
  info: 'Note',
};

export const CONFIDENCE_LABELS: Record<TConfidence, string> = {
  official: 'Official source',
  secondary: 'Secondary source',
  unconfirmed: 'Unconfirmed',
};
