import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { TIcuMessage } from '@sello/shared/i18n/catalogue';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Link, MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { T } from './rich-message';

const renderAt = (url: string, node: ReactNode) =>
  render(<MemoryRouter initialEntries={[url]}>{node}</MemoryRouter>).container;

describe('T', () => {
  it('puts the given elements in place of the tags, with the text between them', () => {
    const container = renderAt(
      '/',
      <T
        message="Read the <0>terms</0> and <1>privacy <2>policy</2></1>.<3/>"
        components={{ 0: <Link to="/terms" />, 1: <em />, 2: <strong />, 3: <span>!</span> }}
      />,
    );
    expect(container.innerHTML).toBe(
      'Read the <a href="/terms" data-discover="true">terms</a> and <em>privacy <strong>policy</strong></em>.<span>!</span>',
    );
  });

  it('formats the message in the address’s language, arguments and plurals included', () => {
    // As the build compiles a catalogue's message (compile-messages.ts).
    const message = compileMessage(
      'Hemos recibido <0>{count, plural, one {# documento} other {# documentos}}</0> de {total, number} palabras.',
    ) as unknown as TIcuMessage;
    const container = renderAt(
      '/es/',
      <T message={message} values={{ count: 2, total: 12500 }} components={{ 0: <b /> }} />,
    );
    expect(container.innerHTML).toBe('Hemos recibido <b>2 documentos</b> de 12.500 palabras.');
  });

  it('leaves a tag it has no element for as its text, and a message without tags as it is', () => {
    expect(renderAt('/', <T message="Ask <0>us</0>" />).innerHTML).toBe('Ask us');
    expect(renderAt('/', <T message="Plain" />).innerHTML).toBe('Plain');
  });
});
