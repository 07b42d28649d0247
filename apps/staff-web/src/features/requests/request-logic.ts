import type { StaffServiceRequest } from '@hotel/contracts/requests';

/** Open requests nobody has taken: they keep alerting. */
export function waitingRequests(requests: readonly StaffServiceRequest[]): StaffServiceRequest[] {
  return requests.filter((request) => request.status === 'open' && request.acknowledged_at === null);
}

/** Waiting longer than the re-alert time: the request raises the console's banner on every screen. */
export function pastRealert(
  request: Pick<StaffServiceRequest, 'created_at'>,
  now: number,
  realertSeconds: number,
) {
  return now - Date.parse(request.created_at) >= realertSeconds * 1000;
}

/** Oldest first: the order to work them in. */
export function byWaitingTime(requests: readonly StaffServiceRequest[]): StaffServiceRequest[] {
  return [...requests].sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at) || a.id - b.id);
}

/** "45 s", "12 min", "2 h 05": a response time as people say it. */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  if (whole < 60) return `${whole} s`;
  const minutes = Math.floor(whole / 60);
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')}`;
}
