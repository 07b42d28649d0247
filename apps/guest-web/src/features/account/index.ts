// The account feature's public file (docs/decisions/0146); its screen is account-page.lazy.tsx.
export { SignOutButton } from './sign-out-button.tsx';
