/**
 * Looks sessions up at most once per CACHE_MS per instance: a cached read, or a staff member's stream of
 * changes, should not pay a join each time. Expiry is checked on every use. A change that must bite at once
 * (a revoked session, a new role) drops the entries it concerns with `forget` or `forgetWhere`, on every
 * instance its owner tells; what nobody drops is at most CACHE_MS old.
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

  /** Drops every cached principal the test matches (all sessions of one account, say). */
  forgetWhere(matches: (principal: P) => boolean): void {
    for (const [tokenHash, entry] of this.entries)
      if (matches(entry.principal)) this.entries.delete(tokenHash);
  }
}
