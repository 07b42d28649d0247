import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { staffMenuOf } from '../../test/staff-menu.ts';
import { ItemForm } from './item-form.tsx';

const menu = staffMenuOf();

/** The item form with the server answering the save with `answer`. */
function renderForm(answer: { status: number; body: object }) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(answer.body), { status: answer.status })),
  );
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ItemForm menu={menu} item={null} onClose={() => undefined} />
    </QueryClientProvider>,
  );
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Pad Thai' } });
  fireEvent.change(screen.getByLabelText('Price (฿)'), { target: { value: '-1' } });
  fireEvent.click(screen.getByRole('button', { name: 'Add an item' }));
}

describe('the item form', () => {
  it('shows a refused price at the price field, in the server’s words without the field’s name', async () => {
    renderForm({
      status: 400,
      body: { detail: 'price: Price must not be negative', field: 'price', code: 'invalid_input' },
    });
    const price = screen.getByLabelText('Price (฿)');
    await vi.waitFor(() => expect(price.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Price must not be negative')).toBeTruthy();
    expect(screen.queryByText(/price: Price/)).toBeNull();
    expect(screen.getByText('Price must not be negative').id).toBe(price.getAttribute('aria-describedby'));
  });

  it('shows any other refusal above the form', async () => {
    renderForm({ status: 409, body: { detail: 'An item called Pad Thai already exists.' } });
    expect(await screen.findByText('An item called Pad Thai already exists.')).toBeTruthy();
    expect(screen.getByLabelText('Price (฿)').getAttribute('aria-invalid')).toBeNull();
  });
});
