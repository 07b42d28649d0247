import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { staffMenuOf } from '../../test/staff-menu.ts';
import { ItemList } from './item-list.tsx';

const menu = staffMenuOf([
  {
    id: 7,
    name: 'Mango Sticky Rice',
    description: '',
    price: 120,
    image_url: null,
    sub_category: null,
    locations: [],
    popular: false,
    available: true,
    options: [],
  },
]);

/** The PATCH answers when the test says so; the menu read after it answers `menu` as it is then. */
function renderList(answer: () => Promise<Response>) {
  const fetch = vi.fn(async (input: string, init?: RequestInit) =>
    init?.method === 'PATCH' ? answer() : new Response(JSON.stringify(menu), { status: 200 }),
  );
  vi.stubGlobal('fetch', fetch);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ItemList menu={menu} onEdit={() => undefined} />
    </QueryClientProvider>,
  );
  return { fetch, soldOut: screen.getByRole('switch', { name: 'Mango Sticky Rice sold out' }) };
}

describe('the sold-out switch', () => {
  it('turns in the same tap, before the server answers, and holds still until it has', async () => {
    let answer!: (response: Response) => void;
    const { fetch, soldOut: element } = renderList(() => new Promise((resolve) => (answer = resolve)));
    const soldOut = element as HTMLInputElement;
    fireEvent.click(soldOut);
    expect(soldOut.checked).toBe(true);
    expect(soldOut.disabled).toBe(true);
    await vi.waitFor(() =>
      expect(fetch).toHaveBeenCalledWith(
        '/api/staff/menu/items/7/availability/',
        expect.objectContaining({ method: 'PATCH', body: JSON.stringify({ available: false }) }),
      ),
    );
    expect(soldOut.checked).toBe(true);
    answer(new Response(null, { status: 204 }));
    await vi.waitFor(() => expect(soldOut.disabled).toBe(false));
  });

  it('goes back and says why when the server refuses', async () => {
    const { soldOut: element } = renderList(async () =>
      Response.json({ detail: 'Item not found.' }, { status: 404 }),
    );
    const soldOut = element as HTMLInputElement;
    fireEvent.click(soldOut);
    expect(soldOut.checked).toBe(true);
    await screen.findByText('Item not found.');
    expect(soldOut.checked).toBe(false);
  });
});
