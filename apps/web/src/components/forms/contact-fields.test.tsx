import { render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { ContactFields, EmailField, NameFields } from './contact-fields';

// One object for every render: a new one each time would make react-hook-form re-render for ever.
const EMAIL_ERROR = { email: { type: 'custom', message: 'Please enter a valid email' } };

type TFullNameValues = { name: string; email: string; phone: string };
type TSplitNameValues = { firstName: string; lastName: string; email: string; phone: string };

const FullNameForm = ({ nameRequired }: { nameRequired: boolean }) => {
  const {
    register,
    formState: { errors },
  } = useForm<TFullNameValues>({
    defaultValues: { name: '', email: '', phone: '' },
    errors: EMAIL_ERROR,
  });
  return (
    <form>
      <ContactFields
        register={register}
        errors={errors}
        name="full"
        nameRequired={nameRequired}
        phoneRequired={false}
      />
    </form>
  );
};

const SplitNameForm = ({ locked }: { locked: boolean }) => {
  const {
    register,
    formState: { errors },
  } = useForm<TSplitNameValues>({
    defaultValues: { firstName: 'Ana', lastName: 'Ruiz', email: 'ana@example.com', phone: '' },
  });
  return (
    <form>
      <ContactFields register={register} errors={errors} name="split" locked={locked} phoneRequired />
    </form>
  );
};

describe('ContactFields', () => {
  it('shows one full-name field, the email with its error and an optional phone', () => {
    render(<FullNameForm nameRequired={false} />);
    expect(screen.getByRole('textbox', { name: /^Full name\s*\(optional\)/ })).toHaveAttribute('autocomplete', 'name');
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('autocapitalize', 'none');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please enter a valid email');
    const phone = screen.getByRole('textbox', { name: /^Phone\s*\(optional\)/ });
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).not.toBeRequired();
  });

  it('marks the full name required when the form needs it', () => {
    render(<FullNameForm nameRequired />);
    expect(screen.getByRole('textbox', { name: 'Full name' })).toBeRequired();
  });

  it("locks the names and email to a signed-in account's, never the phone", () => {
    render(<SplitNameForm locked />);
    for (const name of ['First name', 'Last name', 'Email']) {
      expect(screen.getByRole('textbox', { name })).toHaveAttribute('readonly');
    }
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Ana');
    expect(screen.getByRole('textbox', { name: 'Phone' })).not.toHaveAttribute('readonly');
  });

  it('leaves the names editable for a guest', () => {
    render(<SplitNameForm locked={false} />);
    expect(screen.getByRole('textbox', { name: 'First name' })).not.toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Email' })).not.toHaveAttribute('readonly');
  });
});

describe('NameFields and EmailField', () => {
  const AccountForm = () => {
    const {
      register,
      formState: { errors },
    } = useForm<{ firstName: string; lastName: string }>({ defaultValues: { firstName: '', lastName: '' } });
    return (
      <form>
        <NameFields register={register} errors={errors} autoFocus />
        <EmailField value="ana@example.com" readOnly />
      </form>
    );
  };

  it('gives the names their autofill hints and marks the first for the dialog to focus', () => {
    render(<AccountForm />);
    const first = screen.getByRole('textbox', { name: 'First name' });
    expect(first).toHaveAttribute('autocomplete', 'given-name');
    expect(first).toHaveAttribute('data-autofocus');
    expect(screen.getByRole('textbox', { name: 'Last name' })).not.toHaveAttribute('data-autofocus');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('inputmode', 'email');
  });
});
