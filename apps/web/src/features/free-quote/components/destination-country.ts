/** Spain, España or ES, any case: the visitor needs a sworn translation for Spanish authorities. */
export const isSpain = (country: string | null | undefined) =>
  ['spain', 'españa', 'espana', 'es'].includes(country?.trim().toLowerCase() ?? '');
