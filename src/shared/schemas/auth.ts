import { z } from 'zod';
import { PendingTierSchema } from './pending-tier.ts';
import { UserSchema } from './user.ts';

export const LoginInputSchema = z.object({
  /** E-mail or username. */
  identifier: z.string().trim().min(1, 'Please enter your e-mail or username').max(320),
  password: z.string().min(1, 'Please enter your password').max(1024),
});
export type LoginInput = z.infer<typeof LoginInputSchema>;

export const SessionUserSchema = UserSchema.extend({ isStaff: z.boolean() });

export const CompanySchema = z.object({
  id: z.number(),
  name: z.string(),
  enterprise: z.object({ id: z.number(), name: z.string() }),
});

export const EnterpriseSchema = z.object({
  id: z.number(),
  name: z.string(),
  membership: z.string(),
  availableRequestCredit: z.string(),
  paymentAt: z.string().nullable(),
  /** A tier change that starts at the next renewal (the current tier holds until then). */
  pending: PendingTierSchema,
  owners: z.array(z.object({ email: z.string() })),
  /** Customers: the signed token of their own invitation link for this enterprise. */
  inviteToken: z.string().optional(),
});

export type RequestTypeNode = {
  id: number;
  name: string;
  description: string;
  credit: string;
  parentId: number | null;
  formVersion: number;
  childrenRequestTypes: RequestTypeNode[];
};
export const RequestTypeNodeSchema: z.ZodType<RequestTypeNode> = z
  .lazy(
    () =>
      z.object({
        id: z.number(),
        name: z.string(),
        description: z.string(),
        credit: z.string(),
        parentId: z.number().nullable(),
        formVersion: z.number(),
        childrenRequestTypes: z.array(RequestTypeNodeSchema),
      }),
    // Recursive: the API document names it as a component that refers to itself.
  )
  .meta({ id: 'RequestTypeNode' });

/** Answer of POST /api/login and GET /api/me: everything the shell needs after sign-in. */
export const SessionPayloadSchema = z.object({
  user: SessionUserSchema,
  companies: z.array(CompanySchema),
  serviceRequestTypes: z.array(RequestTypeNodeSchema),
  enterprises: z.array(EnterpriseSchema),
  providerName: z.string(),
});
export type SessionPayload = z.infer<typeof SessionPayloadSchema>;
