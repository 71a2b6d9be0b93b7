import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { NETWORK_MESSAGE } from './api-client';
import { lazyZodResolver } from './lazy-zod-resolver';

const ZName = z.object({ name: z.string().trim().min(2, { error: 'Too short' }) });
type TNameInput = z.input<typeof ZName>;
type TNameOutput = z.output<typeof ZName>;

const NameForm = ({
  resolver,
  onValid,
}: {
  resolver: ReturnType<typeof lazyZodResolver<TNameInput, TNameOutput>>;
  onValid: (values: TNameOutput) => void;
}) => {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TNameInput, unknown, TNameOutput>({ resolver, defaultValues: { name: '' } });
  return (
    <form noValidate onSubmit={handleSubmit(onValid)} onFocus={resolver.preload}>
      {errors.root ? <p role="alert">{errors.root.message}</p> : null}
      <label>
        Name
        <input {...register('name')} />
      </label>
      {errors.name ? <p>{errors.name.message}</p> : null}
      <button type="submit">Send</button>
    </form>
  );
};

describe('lazyZodResolver', () => {
  it('imports the schema when the visitor enters the form, once, and validates with it', async () => {
    const importSchema = vi.fn(async () => ZName);
    const resolver = lazyZodResolver(importSchema);
    const onValid = vi.fn();
    const user = userEvent.setup();
    render(<NameForm resolver={resolver} onValid={onValid} />);
    expect(importSchema).not.toHaveBeenCalled();

    await user.click(screen.getByLabelText('Name'));
    expect(importSchema).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Too short')).toBeInTheDocument();
    expect(onValid).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Name'), '  Ana  ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]?.[0]).toEqual({ name: 'Ana' });
    expect(importSchema).toHaveBeenCalledTimes(1);
  });

  it('shows a failed import as the form error, sends nothing, and imports again on the next try', async () => {
    const offline = new TypeError('Failed to fetch dynamically imported module');
    // Offline for the import on entering the form and for the one on sending.
    const importSchema = vi
      .fn<() => Promise<typeof ZName>>()
      .mockRejectedValueOnce(offline)
      .mockRejectedValueOnce(offline)
      .mockResolvedValue(ZName);
    const resolver = lazyZodResolver(importSchema);
    const onValid = vi.fn();
    const user = userEvent.setup();
    render(<NameForm resolver={resolver} onValid={onValid} />);

    await user.type(screen.getByLabelText('Name'), 'Ana');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(NETWORK_MESSAGE);
    expect(onValid).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Name')).toHaveValue('Ana');

    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(importSchema).toHaveBeenCalledTimes(3);
  });
});
