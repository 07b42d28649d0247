import { expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { jsonResponse, mockFetch } from './test/fetch-mock.ts';

const evaluated = vi.hoisted(() => ({ reactDomClient: false }));

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
  try {
    await startApp(undefined);
    expect(evaluated.reactDomClient).toBe(true);
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy();
  } finally {
    root.remove();
  }
});
