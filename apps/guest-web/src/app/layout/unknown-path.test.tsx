import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { STORAGE_KEYS, writeStorage } from '../../lib/storage.ts';
import { renderRoute } from '../../test/render.tsx';
import { UnknownPath } from './unknown-path.tsx';

const renderUnknown = () => renderRoute(<UnknownPath />, { path: '/dining', url: '/dining?x=1' });

describe('an unknown path', () => {
  it('takes a guest with a session to the dashboard', async () => {
    writeStorage(STORAGE_KEYS.sessionToken, 'a-token');
    renderUnknown();
    expect((await screen.findByTestId('location')).textContent).toBe('/dashboard');
  });

  it('takes anyone else to the login', async () => {
    renderUnknown();
    expect((await screen.findByTestId('location')).textContent).toBe('/');
  });
});
