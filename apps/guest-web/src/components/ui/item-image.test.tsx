import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { ItemImage } from './item-image.tsx';

describe('ItemImage', () => {
  it('offers both sizes of an uploaded picture, so a thumbnail fetches the small one', () => {
    const base = `/api/images/sized/${'ab'.repeat(16)}`;
    const { container } = render(<ItemImage src={`${base}-w800.webp`} sizes="80px" />);
    const image = container.querySelector('img')!;
    expect(image.getAttribute('srcset')).toBe(`${base}-w400.webp 400w, ${base}-w800.webp 800w`);
    expect(image.getAttribute('sizes')).toBe('80px');
  });

  it('leaves any other picture as it is', () => {
    const { container } = render(<ItemImage src="/media/dining/pad-thai.svg" />);
    const image = container.querySelector('img')!;
    expect(image.getAttribute('srcset')).toBeNull();
    expect(image.getAttribute('sizes')).toBeNull();
  });
});
