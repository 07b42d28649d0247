/*
 * A page of the guest's orders, newest first: `before` is the id of the last order of the previous page; a page
 * shorter than `limit` is the last one. Without zod: the guest app imports it at run time, and a value import of
 * dining.ts would ship zod with it (whose eval probe then breaks the content security policy). dining.ts
 * re-exports it.
 */
export const GUEST_ORDER_PAGE = { defaultLimit: 20, maxLimit: 100 } as const;
