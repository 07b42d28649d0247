import { useEffect, useRef, type KeyboardEvent, type PointerEvent } from 'react';

export interface CategoryTab {
  key: string;
  label: string;
}

interface CategoryTabsProps {
  tabs: CategoryTab[];
  selectedKey: string;
  onSelect: (key: string) => void;
  label: string;
  /** The id of the panel the tabs control. */
  panelId: string;
  idPrefix: string;
}

/** How far a mouse must move before a press on the strip becomes a drag (and no longer picks a tab). */
const DRAG_THRESHOLD_PX = 5;

/**
 * Sub-category tabs in a strip that scrolls sideways: by finger natively, and dragged with a mouse. Arrow
 * keys, Home and End move between tabs as in any tab list (mirrored right to left). The chosen tab is kept in
 * view, also when a swipe over the page picked it.
 */
export function CategoryTabs({ tabs, selectedKey, onSelect, label, panelId, idPrefix }: CategoryTabsProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; scrollLeft: number; moved: boolean } | null>(null);
  const suppressClick = useRef(false);

  useEffect(() => {
    const tab = listRef.current?.querySelector<HTMLElement>('[aria-selected="true"]');
    // jsdom has no scrollIntoView.
    tab?.scrollIntoView?.({ block: 'nearest', inline: 'nearest', behavior: 'smooth' });
  }, [selectedKey]);

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (event.pointerType !== 'mouse' || event.button !== 0) return;
    drag.current = { x: event.clientX, scrollLeft: event.currentTarget.scrollLeft, moved: false };
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const state = drag.current;
    if (!state) return;
    const dx = event.clientX - state.x;
    if (!state.moved && Math.abs(dx) < DRAG_THRESHOLD_PX) return;
    state.moved = true;
    event.currentTarget.scrollLeft = state.scrollLeft - dx;
  }

  function endDrag() {
    // The click that ends a drag must not also pick the tab under the pointer.
    suppressClick.current = drag.current?.moved ?? false;
    drag.current = null;
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((tab) => tab.key === selectedKey);
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
    let next: number | null = null;
    if (event.key === forward) next = (index + 1) % tabs.length;
    else if (event.key === backward) next = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    const target = next === null ? undefined : tabs[next];
    if (!target) return;
    event.preventDefault();
    onSelect(target.key);
    listRef.current?.querySelector<HTMLElement>(`#${CSS.escape(`${idPrefix}-${target.key}`)}`)?.focus();
  }

  return (
    <div
      ref={listRef}
      role="tablist"
      aria-label={label}
      data-swipe-ignore
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endDrag}
      onPointerLeave={() => {
        if (drag.current) endDrag();
      }}
      onClickCapture={(event) => {
        if (!suppressClick.current) return;
        suppressClick.current = false;
        event.preventDefault();
        event.stopPropagation();
      }}
      onKeyDown={onKeyDown}
      className="-mx-4 flex cursor-grab snap-x scroll-px-4 gap-2 overflow-x-auto overscroll-x-contain px-4 pt-1 pb-2 select-none [scrollbar-width:none] active:cursor-grabbing [&::-webkit-scrollbar]:hidden"
    >
      {tabs.map((tab) => {
        const selected = tab.key === selectedKey;
        return (
          <button
            key={tab.key}
            id={`${idPrefix}-${tab.key}`}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(tab.key)}
            className={`min-h-11 shrink-0 snap-start rounded-full px-4 text-sm font-semibold whitespace-nowrap transition-colors ${
              selected
                ? 'bg-brand text-on-brand shadow-sm'
                : 'bg-surface-raised text-ink ring-1 ring-line hover:ring-line-strong'
            }`}
          >
            <bdi>{tab.label}</bdi>
          </button>
        );
      })}
    </div>
  );
}
