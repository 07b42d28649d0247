/** The /activities query parameter that opens an activity's booking dialog (popular activities link with it). */
export const BOOK_PARAM = 'book';
