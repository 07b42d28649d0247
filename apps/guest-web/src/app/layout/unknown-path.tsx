import { Navigate } from 'react-router';
import { STORAGE_KEYS, useStoredValue } from '../../lib/storage.ts';

/**
 * A mistyped or outdated link: a guest with a session goes to the dashboard, anyone else to the login. (A
 * stale session is then sent on to the login by the dashboard's 401.)
 */
export function UnknownPath() {
  const sessionToken = useStoredValue(STORAGE_KEYS.sessionToken);
  return <Navigate to={sessionToken ? '/dashboard' : '/'} replace />;
}
