/** The text buttons of the bar above a conversation (End chat, Earlier conversations, the way back). */
export const chatToolbarButtonClass =
  'inline-flex min-h-11 items-center gap-1 rounded-lg px-3 text-sm font-semibold text-brand-ink underline-offset-2 hover:bg-surface hover:underline disabled:cursor-not-allowed disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-brand-ink';

/** A conversation's scrolling list of messages. */
export const chatScrollListClass =
  'flex min-h-0 flex-1 flex-col gap-3 overflow-y-auto px-4 py-4 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-ink';
