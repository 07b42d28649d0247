import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  contrastRatio,
  darken,
  ensureContrast,
  isDarkColour,
  perceivedBrightness,
  toHex,
} from '@hotel/contracts/colour';
import { DARK_SURFACE, DARK_SURFACE_RAISED, applyDarkMode, hotelThemeVariables } from './theme.ts';

describe('perceived brightness (SPEC section 9)', () => {
  it.each([
    ['#000000', 0],
    ['#ffffff', 255],
    ['#ff0000', 76.245],
    ['#00ff00', 149.685],
    ['#0000ff', 29.07],
    ['#1f6feb', (31 * 299 + 111 * 587 + 235 * 114) / 1000],
    ['#fff', 255],
  ])('%s has brightness %d', (colour, expected) => {
    expect(perceivedBrightness(colour)).toBeCloseTo(expected, 5);
  });

  it('is dark strictly under 128', () => {
    // #808080 → 128 exactly: not dark. #7f7f7f → 127: dark.
    expect(isDarkColour('#808080')).toBe(false);
    expect(isDarkColour('#7f7f7f')).toBe(true);
    expect(isDarkColour('#0b3d5c')).toBe(true);
    expect(isDarkColour('#f4c95d')).toBe(false);
  });

  it('weighs the channels as the eye does, not as a plain average', () => {
    // A plain average would call pure green dark (85) and #6060ff light (149); the spec's weights do not.
    expect(isDarkColour('#00ff00')).toBe(false);
    expect(isDarkColour('#ff0000')).toBe(true);
    expect(isDarkColour('#6060ff')).toBe(true);
  });
});

describe('contrast', () => {
  it('matches known WCAG ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('ensureContrast always reaches AA against the light and the dark surface', () => {
    const colour = fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255)).map(([r, g, b]) => toHex({ r, g, b }));
    fc.assert(
      fc.property(colour, colour, (foreground, background) => {
        expect(contrastRatio(ensureContrast(foreground, background, 4.5), background)).toBeGreaterThanOrEqual(
          4.5,
        );
        expect(
          contrastRatio(ensureContrast(foreground, DARK_SURFACE, 4.5), DARK_SURFACE),
        ).toBeGreaterThanOrEqual(4.5);
      }),
    );
  });

  it('leaves a colour that already passes untouched', () => {
    expect(ensureContrast('#1f2328', '#ffffff')).toBe('#1f2328');
  });
});

describe('hotel theme variables', () => {
  const hotel = {
    primary_color: '#f4c95d',
    secondary_color: '#8a5a00',
    accent_color: '#0b7a75',
    text_color: '#1f2328',
    text_light_color: '#9aa0a6',
    background_color: '#ffffff',
  };

  it('exposes the hotel colours and readable text on the primary colour', () => {
    const variables = hotelThemeVariables(hotel);
    expect(variables['--hotel-primary']).toBe('#f4c95d');
    expect(variables['--hotel-on-primary']).toBe('#111827');
    expect(hotelThemeVariables({ ...hotel, primary_color: '#0b3d5c' })['--hotel-on-primary']).toBe('#ffffff');
  });

  it('makes muted text and brand text AA on the hotel background and on the page behind the cards', () => {
    const variables = hotelThemeVariables(hotel);
    // --surface: 95% background, 5% text colour.
    const page = toHex({
      r: 255 * 0.95 + 0x1f * 0.05,
      g: 255 * 0.95 + 0x23 * 0.05,
      b: 255 * 0.95 + 0x28 * 0.05,
    });
    for (const background of ['#ffffff', page]) {
      expect(contrastRatio(variables['--hotel-ink-muted'] ?? '', background)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(variables['--hotel-brand-ink'] ?? '', background)).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrastRatio(variables['--hotel-brand-ink-dark'] ?? '', DARK_SURFACE)).toBeGreaterThanOrEqual(
      4.5,
    );
  });
});

describe('price colour (SPEC section 9: the primary colour darkened by 60)', () => {
  const colours = {
    primary_color: '#1f6feb',
    secondary_color: '#8a5a00',
    accent_color: '#0b7a75',
    text_color: '#1f2328',
    text_light_color: '#59636e',
    background_color: '#ffffff',
  };

  it('takes 60 off each channel, never below 0', () => {
    expect(darken('#1f6feb', 60)).toBe('#0033af');
    expect(darken('#102030', 60)).toBe('#000000');
    expect(darken('not a colour', 60)).toBe('not a colour');
  });

  it('uses the darkened primary as it is when it already reads well', () => {
    expect(hotelThemeVariables(colours)['--hotel-price-ink']).toBe('#0033af');
  });

  it('keeps AA on light pages and dark cards whatever the primary colour', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffff }), (value) => {
        const primary = `#${value.toString(16).padStart(6, '0')}`;
        const variables = hotelThemeVariables({ ...colours, primary_color: primary });
        expect(contrastRatio(variables['--hotel-price-ink'] ?? '', '#ffffff')).toBeGreaterThanOrEqual(4.5);
        for (const surface of [DARK_SURFACE, DARK_SURFACE_RAISED]) {
          expect(contrastRatio(variables['--hotel-price-ink-dark'] ?? '', surface)).toBeGreaterThanOrEqual(
            4.5,
          );
        }
      }),
    );
  });
});

describe('dark mode on the page', () => {
  it('sets the class and colour scheme, and tells the server for the next page it draws', () => {
    applyDarkMode(true);
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(document.documentElement.style.colorScheme).toBe('dark');
    expect(document.cookie).toContain('guestDarkMode=1');
    applyDarkMode(false);
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    expect(document.cookie).toContain('guestDarkMode=0');
  });
});
