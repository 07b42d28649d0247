/** A hotel's public ID ('HOTEL-demo'), without zod: the guest app checks it at run time; common.ts re-exports it. */
export const HOTEL_ID_PATTERN = /^HOTEL-[\w-]+$/;
