import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { createCachedResource } from './cached-resource';
import { pageReady } from './page-ready';

const flush = () => act(async () => {});

describe('createCachedResource', () => {
  it('reads once for every component that shows it, and again only when stale or invalidated', async () => {
    const read = vi.fn(async () => 'v1');
    const resource = createCachedResource(read, 60_000);
    const Show = () => <p>{resource.useResource().data ?? 'loading'}</p>;
    render(
      <>
        <Show />
        <Show />
      </>,
    );
    await flush();
    expect(screen.getAllByText('v1')).toHaveLength(2);
    expect(read).toHaveBeenCalledTimes(1);
    read.mockResolvedValueOnce('v2');
    await act(async () => resource.invalidate());
    expect(screen.getAllByText('v2')).toHaveLength(2);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('flags the error when a read fails', async () => {
    const failing = createCachedResource<string>(async () => {
      throw new Error('offline');
    }, 0);
    const Show = () => {
      const state = failing.useResource();
      return <p>{state.isError ? 'error' : 'pending'}</p>;
    };
    render(<Show />);
    await flush();
    expect(screen.getByText('error')).toBeInTheDocument();
  });

  it('hydrates prerendered HTML with the empty state even when the data is already there', async () => {
    const resource = createCachedResource(async () => 'fresh', 60_000);
    const Show = () => <p>{resource.useResource().data ?? 'no data yet'}</p>;
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Show />);
    resource.setData('fresh');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const onRecoverableError = vi.fn();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    pageReady.hydrationStarted(); // as main.tsx does
    await act(async () => {
      root = hydrateRoot(container, <Show />, { onRecoverableError });
    });
    pageReady.firstRenderCommitted();
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(container.textContent).toBe('fresh');
    act(() => root?.unmount());
    errors.mockRestore();
  });
});
