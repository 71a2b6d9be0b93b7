import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BreakableText } from './breakable-text';

const wrapPoints = (html: string) => html.replace(/^<span[^>]*>|<\/span>$/g, '').split('<wbr>');

describe('BreakableText', () => {
  it('lets an email wrap after its @ and before its dots, and reads as the whole email', () => {
    const { container } = render(<BreakableText>ana.maria@translations.example.com</BreakableText>);
    const text = container.firstElementChild as HTMLElement;
    expect(text).toHaveTextContent('ana.maria@translations.example.com');
    expect(wrapPoints(text.outerHTML)).toEqual(['ana', '.maria@', 'translations', '.example', '.com']);
  });

  it('lets a reference or link wrap after its hyphens and slashes', () => {
    const { container } = render(<BreakableText>TRS-20261126-9HE2HN</BreakableText>);
    expect(wrapPoints((container.firstElementChild as HTMLElement).outerHTML)).toEqual(['TRS-', '20261126-', '9HE2HN']);
  });
});
