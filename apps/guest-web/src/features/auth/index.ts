// The login's public file (docs/decisions/0146): the one screen in the first chunk, so nothing else is here.
export { LoginPage } from './login-page.tsx';
