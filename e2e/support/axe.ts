import AxeBuilder from '@axe-core/playwright';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/**
 * Fails with the list of accessibility rules the page breaks (axe-core), if any. Waits for running animations
 * (a fade-in, a drawer sliding; not endless ones such as a spinner) to end first: half-faded text measured mid-transition is not what anyone reads,
 * and on a loaded machine it made the contrast rule fail at random. What it reports names the elements.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity,
        ),
    undefined,
    { timeout: 5_000 },
  );
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    ),
  ).toEqual([]);
}
