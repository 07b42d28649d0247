// The push feature's public file (docs/decisions/0146): what sign-out and the shell's start need. Its pieces for screens loaded on
// demand are push-offer.lazy.tsx (the confirmations) and push-setting.lazy.tsx (the account page).
export { forgetPushDevice } from './forget-push-device.ts';
export { renewPushDevice } from './renew-push-device.ts';
