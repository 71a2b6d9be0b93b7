import { TransNoContext } from '@lingui/react/server';
import type { TIcuMessage, TMessageValues } from '@sello/shared/i18n/catalogue';
import type { ReactElement, ReactNode } from 'react';
import { lingui, useLocale } from './i18n';

type TProps = {
  message: TIcuMessage | string;
  values?: TMessageValues;
  /** The elements of the message's tags: `<0>terms</0>` takes `components[0]`, with the tag's text as children. */
  components?: Record<string, ReactElement>;
};

/** A message with tags (a link inside a sentence), in the current language. */
export const T = ({ message, values, components }: TProps): ReactNode => (
  <TransNoContext
    id=""
    message={message as unknown as string}
    values={values ?? {}}
    components={components ?? {}}
    lingui={{ i18n: lingui[useLocale()] }}
  />
);
