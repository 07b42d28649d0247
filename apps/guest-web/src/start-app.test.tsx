import { expect, it, vi } from 'vitest';
import type { Root } from 'react-dom/client';
import { screen } from '@testing-library/react';
import type * as routerModule from './app/router.tsx';
import { startRoutePreloading } from './app/router.tsx';
import { nextTask } from './lib/next-task.ts';
import { jsonResponse, mockFetch } from './test/fetch-mock.ts';

const evaluated = vi.hoisted(() => ({ reactDomClient: false }));

vi.mock('./app/router.tsx', async (importOriginal) => {
  const router = await importOriginal<typeof routerModule>();
  return { ...router, startRoutePreloading: vi.fn(router.startRoutePreloading) };
});

vi.mock('react-dom/client', async (importOriginal) => {
  evaluated.reactDomClient = true;
  return importOriginal();
});

// Decision 0126: setting up react-dom's renderer was the largest part of evaluating the app's start, one long
// task on a slow phone; the start asks for it apart, so that it is set up in a task of its own.
it("sets up react-dom's renderer apart from the app's start, then draws the screen", async () => {
  mockFetch(() => jsonResponse(404, { detail: 'Not found' }));
  const { startApp } = await import('./start-app.tsx');
  expect(evaluated.reactDomClient).toBe(false);

  const root = document.createElement('div');
  root.id = 'root';
  document.body.append(root);
  let app: Root | undefined;
  try {
    app = await startApp(undefined);
    expect(evaluated.reactDomClient).toBe(true);
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy();
  } finally {
    // Unmounted, so no render of the app is left to run after the test environment is gone.
    app?.unmount();
    root.remove();
  }
});

// Decision 0129: each import and call of the start costs the browser a request to start; the screen's code and
// the language are left to the task after the renderer's and the session's.
it("asks for the screen's code in the task after its first calls", async () => {
  mockFetch(() => jsonResponse(404, { detail: 'Not found' }));
  const { startApp } = await import('./start-app.tsx');
  vi.mocked(startRoutePreloading).mockClear();
  const root = document.createElement('div');
  root.id = 'root';
  document.body.append(root);
  let app: Root | undefined;
  try {
    const started = startApp(undefined);
    expect(startRoutePreloading).not.toHaveBeenCalled();
    await nextTask();
    expect(startRoutePreloading).toHaveBeenCalledOnce();
    app = await started;
  } finally {
    app?.unmount();
    root.remove();
  }
});
