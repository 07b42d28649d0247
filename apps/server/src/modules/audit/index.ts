/** The audit module's public face (docs/audit.md): every module records its changes through recordAudit. */
export { cliActor, recordAudit, staffActor, systemActor } from './recorder.ts';
export type { AuditActor, AuditEntry } from './recorder.ts';
export { auditRoutes } from './routes.ts';
export { purgeExpiredAudit } from './service.ts';
