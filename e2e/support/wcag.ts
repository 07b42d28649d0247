import type { BrowserContext, Page } from 'playwright-core';

/*
 * Measurements for WCAG 2.2 success criteria that axe-core does not decide on a live page: target size
 * (2.5.8), focus not obscured (2.4.11) and animation under reduced motion (2.3.3). docs/accessibility.md
 * says which test uses each.
 */

/** A control smaller than 24×24 CSS px that also lacks the criterion's spacing. */
export interface SmallTarget {
  name: string;
  width: number;
  height: number;
}

/**
 * WCAG 2.5.8 Target Size (Minimum): every control on the page at least 24×24 CSS px, or, if smaller, with a
 * 24 px circle centred on it that meets no other control and no other small control's circle. A checkbox or
 * radio button counts with its label (a tap on the label is a tap on it). Exempt, as the criterion says: links
 * inline in a sentence (their size is the text's), and anything not drawn (hidden, or visually hidden until it
 * has focus, as the skip link).
 */
export function smallTargets(page: Page): Promise<SmallTarget[]> {
  return page.evaluate(() => {
    const CONTROLS =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"], [role="switch"], [role="link"], [role="checkbox"], [role="radio"], [role="menuitem"], [role="option"], [tabindex]:not([tabindex="-1"])';
    const drawn = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 1 && box.height > 1 && getComputedStyle(element).visibility !== 'hidden';
    };
    /** A link that is a run of words in a sentence: its block says more than the link. */
    const inlineInText = (element: Element) => {
      if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
      const block = element.parentElement?.closest('p, li, td, dd, div, span, label');
      const around = (block?.textContent ?? '').replace(element.textContent ?? '', '').trim();
      return around.length > 0;
    };
    const controls = Array.from(document.querySelectorAll(CONTROLS)).filter(
      (element) =>
        drawn(element) && !inlineInText(element) && !element.closest('[aria-hidden="true"], [inert]'),
    );
    const boxOf = (element: Element): DOMRect => {
      const own = element.getBoundingClientRect();
      const input = element as HTMLInputElement;
      if (element.tagName !== 'INPUT' || !['checkbox', 'radio'].includes(input.type)) return own;
      // The label is part of the target when it is drawn around or beside the box.
      const withLabels = [
        own,
        ...Array.from(input.labels ?? []).map((label) => label.getBoundingClientRect()),
      ];
      return withLabels.reduce((largest, box) =>
        box.width * box.height > largest.width * largest.height ? box : largest,
      );
    };
    const targets = controls
      // A control inside another control (a button's inner link) is one target with it.
      .filter((element) => !controls.some((other) => other !== element && other.contains(element)))
      .map((element) => ({ element, box: boxOf(element) }));
    const small = targets.filter(({ box }) => box.width < 24 - 0.01 || box.height < 24 - 0.01);
    const centre = (box: DOMRect) => ({ x: box.left + box.width / 2, y: box.top + box.height / 2 });
    const distanceToBox = (point: { x: number; y: number }, box: DOMRect) =>
      Math.hypot(
        Math.max(box.left - point.x, 0, point.x - box.right),
        Math.max(box.top - point.y, 0, point.y - box.bottom),
      );
    const nameOf = (element: Element) =>
      (
        element.getAttribute('aria-label') ??
        ((element as HTMLInputElement).labels?.[0]?.textContent || element.textContent || element.outerHTML)
      )
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 80);
    return small
      .filter(({ element, box }) => {
        const here = centre(box);
        const crowded =
          targets.some((other) => other.element !== element && distanceToBox(here, other.box) < 12) ||
          small.some((other) => {
            if (other.element === element) return false;
            const there = centre(other.box);
            return Math.hypot(here.x - there.x, here.y - there.y) < 24;
          });
        return crowded;
      })
      .map(({ element, box }) => ({
        name: nameOf(element),
        width: Math.round(box.width * 10) / 10,
        height: Math.round(box.height * 10) / 10,
      }));
  });
}

/**
 * WCAG 2.4.11 Focus Not Obscured (Minimum): the focused control is not entirely hidden by content the page
 * pins over it (position fixed or sticky: the navigation bar, the cart bar, the chat button). Samples a 5×5 grid
 * over the control's part in the window; a point counts as hidden where the topmost thing drawn there belongs to
 * such pinned content and paints (a background, a picture, text), not where the pinned box is see-through.
 * Answers what hides it, or null while some of it shows.
 */
export function focusHiddenBy(page: Page): Promise<string[] | null> {
  return page.evaluate(() => {
    const focus = document.activeElement;
    if (!focus || focus === document.body) return null;
    const box = focus.getBoundingClientRect();
    const left = Math.max(box.left, 0);
    const right = Math.min(box.right, window.innerWidth);
    const top = Math.max(box.top, 0);
    const bottom = Math.min(box.bottom, window.innerHeight);
    if (left >= right || top >= bottom) return ['outside the window'];
    const pinned = (element: Element) => ['fixed', 'sticky'].includes(getComputedStyle(element).position);
    const paints = (element: Element) => {
      const style = getComputedStyle(element);
      return (
        !/^(transparent|rgba\(0, 0, 0, 0\))$/.test(style.backgroundColor) ||
        style.backgroundImage !== 'none' ||
        ['IMG', 'svg', 'CANVAS', 'VIDEO'].includes(element.tagName) ||
        Array.from(element.childNodes).some(
          (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
        )
      );
    };
    const hiders = new Set<string>();
    let shown = 0;
    for (let column = 0; column < 5; column += 1) {
      for (let row = 0; row < 5; row += 1) {
        const x = left + ((right - left) * (column + 0.5)) / 5;
        const y = top + ((bottom - top) * (row + 0.5)) / 5;
        const hit = document.elementFromPoint(x, y);
        if (!hit || focus.contains(hit)) {
          shown += 1;
          continue;
        }
        let painted = false;
        let cover: Element | null = null;
        for (
          let node: Element | null = hit;
          node && node !== document.documentElement;
          node = node.parentElement
        ) {
          painted ||= paints(node);
          if (pinned(node) && !node.contains(focus)) {
            cover = node;
            break;
          }
        }
        if (cover && painted) {
          hiders.add(
            cover.getAttribute('aria-label') ??
              `${cover.tagName.toLowerCase()}.${cover.className}`.slice(0, 80),
          );
        } else shown += 1;
      }
    }
    return shown > 0 ? null : [...hiders];
  });
}

/** An animation or transition longer than the reduced-motion allowance, as the page ran it. */
export interface LongAnimation {
  kind: string;
  name: string;
  target: string;
  /** Its whole run in ms, or 'for ever' for one that repeats without end. */
  runs: number | 'for ever';
}

/**
 * From the next page on, watches every animation the page runs (CSS animations and transitions and the Web
 * Animations API, all in document.getAnimations()) every 50 ms, keeping those whose whole run exceeds
 * `limitMs`. One that long is running at some tick, so none escapes.
 */
export async function watchLongAnimations(context: BrowserContext, limitMs = 200): Promise<void> {
  await context.addInitScript((limit) => {
    // Kept for the tab's life (sessionStorage), so a walk across pages reports them all.
    const KEY = 'longAnimations';
    const seen: Record<string, unknown> = JSON.parse(sessionStorage.getItem(KEY) ?? '{}');
    window.setInterval(() => {
      for (const animation of document.getAnimations()) {
        const timing = animation.effect?.getComputedTiming();
        const runs = Number(timing?.activeDuration ?? 0);
        if (runs <= limit) continue;
        const target = (animation.effect as KeyframeEffect | null)?.target;
        const name =
          (animation as CSSAnimation).animationName ??
          (animation as CSSTransition).transitionProperty ??
          animation.id;
        const label = target?.getAttribute('aria-label');
        const where = target
          ? `${target.tagName.toLowerCase()}${label ? ` "${label}"` : ''}.${(target.getAttribute('class') ?? '').slice(0, 80)}`
          : '';
        seen[`${name} ${where}`] = {
          kind: animation.constructor.name,
          name,
          target: where,
          runs: Number.isFinite(runs) ? Math.round(runs) : 'for ever',
        };
        sessionStorage.setItem(KEY, JSON.stringify(seen));
      }
    }, 50);
  }, limitMs);
}

export function longAnimations(page: Page): Promise<LongAnimation[]> {
  return page.evaluate(() =>
    Object.values(
      JSON.parse(sessionStorage.getItem('longAnimations') ?? '{}') as Record<string, LongAnimation>,
    ),
  );
}
