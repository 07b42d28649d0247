// The console's own-account feature's public file: what the console's frame needs at sign-out. Its screen is
// my-account-page.tsx, loaded on demand by app/screens.ts.
export { stopDeviceAlerts } from './device-alerts.ts';
