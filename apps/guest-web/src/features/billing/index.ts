// The billing feature's public file (docs/decisions/0146).
export { refreshBill } from './use-billing.ts';
