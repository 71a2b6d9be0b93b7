import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Field } from './field';
import { PasswordInput } from './password-input';
import { SelectField } from './select-field';
import { TextField } from './text-field';
import { TextareaField } from './textarea-field';

const controls = {
  text: (props: { hint?: string; error?: string }) => <TextField label="Name" {...props} />,
  textarea: (props: { hint?: string; error?: string }) => <TextareaField label="Name" {...props} />,
  select: (props: { hint?: string; error?: string }) => (
    <SelectField label="Name" options={[{ value: 'a', label: 'A' }]} {...props} />
  ),
  password: (props: { hint?: string; error?: string }) => <PasswordInput label="Name" {...props} />,
};

describe('Field', () => {
  it('labels its control, and describes it by the hint or, once there is one, by the error', () => {
    render(
      <Field label="Reference" hint="As on the invoice." required>
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Reference' });
    expect(input).toBeRequired();
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('As on the invoice.');
  });

  it.each(Object.entries(controls))('wires the %s field the same way', (_kind, Control) => {
    const { rerender } = render(<Control hint="Your full name." />);
    const control = screen.getByLabelText('Name');
    expect(control).toHaveAccessibleDescription('Your full name.');
    expect(control).not.toHaveAttribute('aria-invalid');

    rerender(<Control hint="Your full name." error="Name is required" />);
    expect(control).toHaveAttribute('aria-invalid', 'true');
    expect(control).toHaveAccessibleDescription('Name is required');
    expect(screen.getByRole('alert')).toHaveTextContent('Name is required');
    expect(screen.queryByText('Your full name.')).not.toBeInTheDocument();
  });

  it('shows an error in the danger colour with an icon, so colour is never its only sign', () => {
    render(<TextField label="Name" error="Name is required" />);
    const message = screen.getByRole('alert');
    expect(message).toHaveClass('text-danger-700');
    expect(message.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  });
});
