import { describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useNavigate, type NavigateFunction } from 'react-router';
import { ScrollToTop } from './scroll-to-top.tsx';

describe('scroll to top', () => {
  it('opens a new page at its top, and leaves Back to the browser', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    let navigate!: NavigateFunction;
    function Page() {
      navigate = useNavigate();
      return <ScrollToTop />;
    }
    const router = createMemoryRouter([{ path: '*', element: <Page /> }], { initialEntries: ['/account'] });
    render(<RouterProvider router={router} />);
    scrollTo.mockClear();

    await act(() => navigate('/bookings/7'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollTo.mockClear();
    await act(() => navigate(-1));
    expect(scrollTo).not.toHaveBeenCalled();
    await act(() => navigate('/bookings/7', { replace: true }));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
