import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/** What has keyboard focus, as a keyboard user meets it: its role, its name, whether it is in a modal dialog. */
export interface Focused {
  tag: string;
  role: string | null;
  /** aria-label, else the text of its labels, else its own text (enough to tell the controls apart). */
  name: string;
  /** Whether it is inside an open dialog; null when no dialog is open. */
  inModal: boolean | null;
  visible: boolean;
  /** The data-order-id of the ticket it is in or is (the console's board), else null. */
  orderId: string | null;
}

export function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    // react-aria's dialogs hide the rest of the page from assistive technology rather than say aria-modal.
    const dialogs = Array.from(
      document.querySelectorAll<HTMLElement>('[role="dialog"], [role="alertdialog"]'),
    ).filter((dialog) => dialog.getClientRects().length > 0);
    if (!element || element === document.body) {
      return {
        tag: 'body',
        role: null,
        name: '',
        inModal: dialogs.length ? false : null,
        visible: false,
        orderId: null,
      };
    }
    const labels = (element as HTMLInputElement).labels;
    const name =
      element.getAttribute('aria-label') ??
      (labels && labels.length
        ? Array.from(labels)
            .map((label) => label.textContent)
            .join(' ')
        : element.textContent);
    const box = element.getBoundingClientRect();
    return {
      tag: element.tagName.toLowerCase(),
      role: element.getAttribute('role'),
      name: (name ?? '').replace(/\s+/g, ' ').trim(),
      inModal: dialogs.length ? dialogs.some((dialog) => dialog.contains(element)) : null,
      visible: box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden',
      orderId: element.closest<HTMLElement>('[data-order-id]')?.dataset.orderId ?? null,
    };
  });
}

const describe = (focus: Focused) => `${focus.tag}${focus.role ? `[${focus.role}]` : ''} "${focus.name}"`;

/**
 * Presses Tab (or Shift+Tab) until the focused control's name matches, as a keyboard user walks a page; at most
 * `max` presses. Every stop on the way must be a visible control (never the page itself, which is where focus
 * lands when a control it was on disappears), and inside the open modal dialog if there is one. Fails with
 * the walk so far.
 */
export async function tabTo(
  page: Page,
  name: string | RegExp,
  options: { backwards?: boolean; max?: number; orderId?: number } = {},
): Promise<Focused> {
  const walk: string[] = [];
  const matches = (focus: Focused) =>
    (typeof name === 'string' ? focus.name === name : name.test(focus.name)) &&
    (options.orderId === undefined || focus.orderId === String(options.orderId));
  for (let press = 0; press < (options.max ?? 40); press += 1) {
    await page.keyboard.press(options.backwards ? 'Shift+Tab' : 'Tab');
    const focus = await focused(page);
    walk.push(describe(focus));
    // Tab from the last control leaves the page for the browser's own controls; a walk that wraps is fine.
    if (focus.tag === 'body' && focus.inModal === null) continue;
    expect(focus.visible, `focus on something unseen: ${walk.join(' → ')}`).toBe(true);
    expect(focus.inModal, `focus left the open dialog: ${walk.join(' → ')}`).not.toBe(false);
    if (matches(focus)) return focus;
  }
  throw new Error(`Tab never reached ${String(name)}: ${walk.join(' → ')}`);
}

/** Asserts where focus is now (after a dialog closed, a page changed, a control went away…). */
export async function expectFocusOn(page: Page, name: string | RegExp): Promise<Focused> {
  // A dialog gives focus back on a later frame: poll.
  const focusName = expect.poll(async () => (await focused(page)).name);
  if (typeof name === 'string') await focusName.toBe(name);
  else await focusName.toMatch(name);
  return focused(page);
}
