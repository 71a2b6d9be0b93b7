/**
 * The shape of a message catalogue (docs/decisions.md, "Languages"): a nested object of ICU MessageFormat strings,
 * one file per language. English is written `as const`, so a message's type says whether it has arguments or tags:
 * those (`TIcuMessage`) can only be shown through the formatter (`t()`, `<T>` on the web, `t()` in the API), never
 * rendered as they are; a plain message is a `string`. The other languages satisfy `TCatalogueSource<typeof en>`: the
 * same keys, no others (checked by the compiler and by the catalogue tests).
 */
declare const icu: unique symbol;

/** A message with ICU arguments (`{count, plural, …}`, `{name}`) or tags (`<0>link</0>`): format it. */
export type TIcuMessage = { readonly [icu]: true };

type TMessageOf<S> = S extends `${string}{${string}` | `${string}<${string}` ? TIcuMessage : string;

/** A catalogue as components and templates read it. */
export type TCatalogue<T> = {
  readonly [K in keyof T]: T[K] extends string ? TMessageOf<T[K]> : TCatalogue<T[K]>;
};

/** What another language's catalogue must be: every key of the English one, as text. */
export type TCatalogueSource<T> = {
  readonly [K in keyof T]: T[K] extends string ? string : TCatalogueSource<T[K]>;
};

/** The values a message's arguments take. */
export type TMessageValues = Record<string, string | number | Date | null | undefined>;

/** Every message of a catalogue by its dotted key (`footer.contactUs`): for tests and checks. */
export const flattenCatalogue = (catalogue: object, prefix = ''): Map<string, unknown> =>
  new Map(
    Object.entries(catalogue).flatMap(([key, value]) =>
      value !== null && typeof value === 'object' && !Array.isArray(value)
        ? [...flattenCatalogue(value, `${prefix}${key}.`)]
        : [[`${prefix}${key}`, value]],
    ),
  );
