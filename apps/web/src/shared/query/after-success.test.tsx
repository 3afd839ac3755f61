import { QueryClientProvider, useMutation } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { afterSuccess } from './after-success.ts';
import { createQueryClient } from './query-client.ts';

/** A row whose action removes it before the action's own follow-up runs (as a list refresh does). */
function List({ follow }: { follow: (how: 'mutate' | 'afterSuccess') => void }) {
  const [shown, setShown] = useState(true);
  return shown ? <Row onGone={() => setShown(false)} follow={follow} /> : <p>vuota</p>;
}

function Row({ onGone, follow }: { onGone: () => void; follow: (how: 'mutate' | 'afterSuccess') => void }) {
  const remove = useMutation({
    mutationFn: async () => 'ok',
    onSuccess: async () => {
      onGone();
      await new Promise((resolve) => setTimeout(resolve, 10));
    },
  });
  return (
    <>
      <button onClick={() => remove.mutate(undefined, { onSuccess: () => follow('mutate') })}>mutate</button>
      <button onClick={() => afterSuccess(remove.mutateAsync(), () => follow('afterSuccess'))}>afterSuccess</button>
    </>
  );
}

describe('afterSuccess', () => {
  it.each(['mutate', 'afterSuccess'] as const)('a row removed by its own action: %s', async (how) => {
    const follow = vi.fn();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <List follow={follow} />
      </QueryClientProvider>,
    );
    await act(async () => screen.getByRole('button', { name: how }).click());
    expect(await screen.findByText('vuota')).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    // mutate()'s own callback is dropped with the row: the reason this helper exists.
    expect(follow.mock.calls).toEqual(how === 'mutate' ? [] : [['afterSuccess']]);
  });

  it('does nothing more on a failure, which the http client has told already', async () => {
    const then = vi.fn();
    afterSuccess(Promise.reject(new Error('refused')), then);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(then).not.toHaveBeenCalled();
  });
});
