import { defineServerCatalogue } from '../../i18n/format-message.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';

/** The customer emails' words in the reader's language (en.ts describes them). */
export const mailMessages = defineServerCatalogue({ en, es, fr });
