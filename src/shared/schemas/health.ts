import { z } from 'zod';

/** Probes for load balancers and orchestrators: /healthz (the process answers), /readyz (the database too). */
export const HealthSchema = z.object({ status: z.literal('ok') });
const DatabaseKind = z.enum(['pglite', 'postgres']);
export const ReadySchema = z.object({ status: z.literal('ready'), database: DatabaseKind });
export const NotReadySchema = z.object({ status: z.literal('unavailable'), database: DatabaseKind });
