import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { deferred } from '../../test/fetch-mock.ts';
import { lazyOverlay } from './lazy-overlay.tsx';

function Panel({ isOpen, label }: { isOpen: boolean; label: string }) {
  return <div role="dialog" aria-label={label} data-open={isOpen} />;
}

function overlayWithLoader() {
  const download = deferred<{ Panel: typeof Panel }>();
  const load = vi.fn(() => download.promise);
  return { overlay: lazyOverlay(() => load().then((module) => module.Panel)), load, download };
}

describe('an overlay whose code loads on first open', () => {
  it('loads nothing until first opened, then shows the overlay once its code is in', async () => {
    const { overlay, load, download } = overlayWithLoader();
    const { rerender } = render(<overlay.Overlay isOpen={false} label="Menu" />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();

    rerender(<overlay.Overlay isOpen label="Menu" />);
    expect(load).toHaveBeenCalledOnce();
    await act(async () => download.resolve({ Panel }));
    expect(screen.getByRole('dialog', { name: 'Menu' }).dataset.open).toBe('true');
  });

  it('stays mounted when closed, so the overlay can play its closing animation', async () => {
    const { overlay, download } = overlayWithLoader();
    download.resolve({ Panel });
    await overlay.preload();
    const { rerender } = render(<overlay.Overlay isOpen label="Menu" />);
    // Preloaded: shown within the render that opened it.
    expect(screen.getByRole('dialog', { name: 'Menu' }).dataset.open).toBe('true');
    rerender(<overlay.Overlay isOpen={false} label="Menu" />);
    expect(screen.getByRole('dialog', { name: 'Menu' }).dataset.open).toBe('false');
  });

  it('downloads again on the next try after a failed download', async () => {
    const load = vi
      .fn<() => Promise<{ Panel: typeof Panel }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ Panel });
    const overlay = lazyOverlay(() => load().then((module) => module.Panel));
    await expect(overlay.preload()).rejects.toThrow('offline');
    await overlay.preload();
    expect(load).toHaveBeenCalledTimes(2);
    render(<overlay.Overlay isOpen label="Chat" />);
    expect(screen.getByRole('dialog', { name: 'Chat' })).toBeTruthy();
  });
});
