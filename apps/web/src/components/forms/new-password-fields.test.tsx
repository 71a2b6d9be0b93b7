import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { NewPasswordFields } from './new-password-fields';

const ChangePasswordForm = ({ onSubmit }: { onSubmit: (values: unknown) => void }) => {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ defaultValues: { newPassword: '', confirmPassword: '' } });
  return (
    <form onSubmit={handleSubmit(onSubmit)}>
      <NewPasswordFields register={register} errors={errors} name="newPassword" />
      <button type="submit">Save</button>
    </form>
  );
};

describe('NewPasswordFields', () => {
  it('registers the named password and its confirmation, with the length hint and limit', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<ChangePasswordForm onSubmit={onSubmit} />);
    const password = screen.getByLabelText('New password');
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    expect(password).toHaveAttribute('maxlength', '256');
    expect(password).toHaveAccessibleDescription('At least 8 characters.');
    expect(password).not.toBeRequired();
    await user.type(password, 'correct horse');
    await user.type(screen.getByLabelText('Confirm new password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith(
      { newPassword: 'correct horse', confirmPassword: 'correct horse' },
      expect.anything(),
    );
  });
});
