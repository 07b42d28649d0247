/** Intl's formatters, built once per language and options and kept: the client kit's (decision 0124). */
export { dateTimeFormat, isTimeZone, numberFormat } from '@hotel/client-kit/intl-format';
