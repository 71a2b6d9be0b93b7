import { ERROR_REASONS } from '@sello/shared/api-error';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_MESSAGE } from '@/lib/api-client';
import { en } from './messages/en';
import { useErrorMessage } from './use-error-message';

const Shown = ({ error, fallback }: { error: unknown; fallback?: string }) => {
  const errorText = useErrorMessage();
  return <p>{errorText(error, fallback)}</p>;
};

const show = (path: string, error: unknown, fallback?: string) => {
  const { container, unmount } = render(
    <MemoryRouter initialEntries={[path]}>
      <Shown error={error} {...(fallback === undefined ? {} : { fallback })} />
    </MemoryRouter>,
  );
  const text = container.textContent;
  unmount();
  return text;
};

/** An error as the API client makes it from the server's body. */
const fromServer = (status: number, body: { error: string; code: string; reason?: string }) =>
  new ApiError(body.error, status, body.code, body, body.error);

const expired = fromServer(409, {
  error: 'This quote has expired. Please create a new quote.',
  code: 'CONFLICT',
  reason: 'quote-expired',
});

describe('useErrorMessage', () => {
  it('words a reason in the page’s language', () => {
    expect(show('/es/quote/1', expired)).toBe('Este presupuesto ha caducado. Solicite un nuevo presupuesto.');
    expect(show('/fr/quote/1', expired)).toBe('Ce devis a expiré. Veuillez demander un nouveau devis.');
  });

  it('words a bare code in the page’s language, the client’s own codes too', () => {
    const limited = fromServer(429, {
      error: 'Too many requests. Please wait a minute and try again.',
      code: 'RATE_LIMITED',
    });
    expect(show('/es/', limited)).toBe('Demasiadas solicitudes. Espere un minuto e inténtelo de nuevo.');
    const offline = new ApiError(NETWORK_MESSAGE, 0, 'NETWORK');
    expect(show('/fr/', offline)).toBe('Impossible de joindre le serveur. Vérifiez votre connexion et réessayez.');
    expect(show('/', offline)).toBe(NETWORK_MESSAGE);
    // A screen's own words for the action come before the client's codes.
    expect(show('/es/', offline, 'No se pudo iniciar sesión.')).toBe('No se pudo iniciar sesión.');
  });

  it('keeps the server’s own sentence on an English page', () => {
    const tooLarge = fromServer(413, {
      error: 'scan.pdf is larger than 25 MB.',
      code: 'PAYLOAD_TOO_LARGE',
      reason: 'file-too-large',
    });
    expect(show('/upload', tooLarge)).toBe('scan.pdf is larger than 25 MB.');
    expect(show('/es/upload', tooLarge)).toBe('Este archivo es demasiado grande. Suba un archivo más pequeño.');
  });

  it('falls back to the screen’s words, then a generic sentence, never to English on another page', () => {
    const refused = fromServer(400, { error: 'Something only the server knows', code: 'BAD_REQUEST' });
    expect(show('/es/', refused, 'No se pudo cargar el presupuesto')).toBe('No se pudo cargar el presupuesto');
    expect(show('/fr/', refused)).toBe('Une erreur s’est produite. Veuillez réessayer.');
    expect(show('/es/', new Error('boom'))).toBe('Algo ha salido mal. Inténtelo de nuevo.');
    const unknownReason = fromServer(409, {
      error: 'Newer server text',
      code: 'CONFLICT',
      reason: 'from-a-newer-server',
    });
    expect(show('/es/', unknownReason, 'Texto de la pantalla')).toBe('Texto de la pantalla');
  });

  it('has words for every reason the API sends', () => {
    expect(Object.keys(en.reasons).sort()).toEqual([...ERROR_REASONS].sort());
  });
});
