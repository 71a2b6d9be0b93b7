import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RequiredFieldsFooter } from './required-fields-footer';

describe('RequiredFieldsFooter', () => {
  it('explains the asterisk next to the submit button', () => {
    render(
      <RequiredFieldsFooter>
        <button type="submit">Send</button>
      </RequiredFieldsFooter>,
    );
    expect(screen.getByText(/are required\./)).toHaveTextContent('Fields marked * are required.');
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
  });
});
