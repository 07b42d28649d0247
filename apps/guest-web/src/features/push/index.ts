// The push feature's public file (docs/decisions/0146): what sign-out needs. Its pieces for screens loaded on
// demand are push-offer.lazy.tsx (the confirmations) and push-setting.lazy.tsx (the account page).
export { forgetPushDevice } from './forget-push-device.ts';
