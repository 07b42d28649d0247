/**
 * Looks sessions up at most once per CACHE_MS per instance: a cached read, or a staff member's stream of
 * changes, should not pay a join each time. Revocation on another instance therefore takes up to CACHE_MS
 * to bite; expiry is checked on every use.
 */
const CACHE_MS = 5_000;
const CACHE_LIMIT = 50_000;

export class PrincipalCache<P extends { expiresAt: Date }> {
  private readonly entries = new Map<string, { principal: P; until: number }>();

  get(tokenHash: string, now: Date): P | undefined {
    const cached = this.entries.get(tokenHash);
    if (cached && cached.until > now.getTime() && cached.principal.expiresAt > now) return cached.principal;
    return undefined;
  }

  set(tokenHash: string, principal: P, now: Date): void {
    if (this.entries.size >= CACHE_LIMIT) this.entries.clear();
    this.entries.set(tokenHash, { principal, until: now.getTime() + CACHE_MS });
  }

  forget(tokenHash: string): void {
    this.entries.delete(tokenHash);
  }
}
