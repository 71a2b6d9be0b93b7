import { defineServerCatalogue } from '../../../i18n/format-message.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';

/** The receipt's and credit note's words in the order's language (en.ts describes them). */
export const paymentDocumentMessages = defineServerCatalogue({ en, es, fr });
