import { defineServerCatalogue } from '../../../i18n/format-message.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';

/** The plan PDF's words around the plan's own, in the plan's language (en.ts describes them). */
export const planPdfMessages = defineServerCatalogue({ en, es, fr });
