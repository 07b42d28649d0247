import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { toast } from 'sonner';
import { DASHBOARD_TOASTER_ID, DASHBOARD_TOASTS, DashboardToaster } from './dashboard-toaster.tsx';

afterEach(() => {
  act(() => void toast.dismiss());
  vi.useRealTimers();
});

describe('dashboard toasts (SPEC section 9)', () => {
  it('show at most 3 at the bottom left and hide after 5 s', async () => {
    expect(DASHBOARD_TOASTS).toEqual({ visible: 3, durationMs: 5000, enterMs: 225, exitMs: 195 });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { container } = render(<DashboardToaster darkMode={false} />);
    act(() => {
      for (const n of [1, 2, 3, 4]) toast(`Toast ${n}`, { toasterId: DASHBOARD_TOASTER_ID });
    });
    await vi.waitFor(() =>
      expect(container.querySelectorAll('[data-sonner-toast]').length).toBeGreaterThan(0),
    );
    const list = container.querySelector('[data-sonner-toaster]');
    expect(list?.getAttribute('data-y-position')).toBe('bottom');
    expect(list?.getAttribute('data-x-position')).toBe('left');
    expect(container.textContent).toContain('Toast 4');
    const visible = container.querySelectorAll('[data-sonner-toast][data-visible="true"]');
    expect(visible).toHaveLength(3);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(4500);
    });
    expect(container.textContent).toContain('Toast 4');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1500);
    });
    // The newest toast has timed out and left.
    expect(
      [...container.querySelectorAll('[data-sonner-toast]')].map((toastElement) => toastElement.textContent),
    ).not.toContain('Toast 4');
  });

  it('leave toasts without the dashboard’s id to the shell', async () => {
    const { container } = render(<DashboardToaster darkMode={false} />);
    act(() => void toast('Elsewhere'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelectorAll('[data-sonner-toast]')).toHaveLength(0);
  });
});
