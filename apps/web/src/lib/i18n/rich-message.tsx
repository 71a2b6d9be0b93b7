import type { TIcuMessage, TMessageValues } from '@sello/shared/i18n/catalogue';
import { cloneElement, type ReactElement, type ReactNode } from 'react';
import { formatMessage, useLocale } from './i18n';

type TProps = {
  message: TIcuMessage | string;
  values?: TMessageValues;
  /** The elements of the message's tags: `<0>terms</0>` takes `components[0]`, with the tag's text as children. */
  components?: Record<string, ReactElement>;
};

// `<0>text</0>` (children from the message, tags inside it too) or `<0/>` (the element as given).
const TAG = /<(\d+)>([\s\S]*?)<\/\1>|<(\d+)\/>/;

// split() with TAG's three groups: [text, paired index, its text, unpaired index, text, paired index, …].
const withElements = (text: string, components: Record<string, ReactElement>, keyPrefix = ''): ReactNode => {
  const parts = text.split(TAG);
  if (parts.length === 1) return text;
  const nodes: ReactNode[] = [parts[0]];
  for (let at = 1; at < parts.length; at += 4) {
    const [paired, inner, unpaired, after] = parts.slice(at, at + 4);
    const key = `${keyPrefix}${at}`;
    const element = components[paired ?? unpaired ?? ''];
    if (element)
      nodes.push(
        cloneElement(
          element,
          { key },
          paired === undefined
            ? (element.props as { children?: ReactNode }).children
            : withElements(inner ?? '', components, `${key}.`),
        ),
      );
    else nodes.push(inner);
    nodes.push(after);
  }
  return nodes;
};

/**
 * A message with tags (a link inside a sentence), in the current language: formatted by Lingui like any message,
 * its tags then replaced by the given elements (what @lingui/react's Trans does, without its 1.2 KB on every page).
 */
export const T = ({ message, values, components }: TProps): ReactNode =>
  withElements(formatMessage(useLocale(), message, values), components ?? {});
