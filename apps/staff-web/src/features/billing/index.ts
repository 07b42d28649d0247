/** What other features may use of billing: the desk's payment fields (an activity booking paid at the desk). */
export { DeskPaymentFields, type DeskPaymentMethod } from './desk-payment-fields.tsx';
