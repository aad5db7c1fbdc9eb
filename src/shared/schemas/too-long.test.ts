import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { EnterpriseSignupInputSchema, MemberSignupInputSchema } from './signup.ts';
import { ProfileInputSchema } from './account-profile.ts';
import { AcceptInvitationBodySchema } from './invitations.ts';
import { SupportInputSchema } from './support.ts';
import { BrandKitInputSchema } from '../domain/brand-kit.ts';

/** The messages of one field when `value` is typed into it (the rest of the form left as it is). */
const messagesOf = (schema: z.ZodType, input: Record<string, unknown>, field: string) => {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.filter((i) => i.path[0] === field).map((i) => i.message);
};

const letters = (n: number) => 'a'.repeat(n);

describe('a text longer than its field says so in words, never in zod’s own terms', () => {
  it('sign-up: names, enterprise, company, e-mail, phone and message', () => {
    const enterprise = {
      kind: 'enterprise',
      enterpriseName: letters(121),
      companyName: letters(121),
      firstName: letters(81),
      lastName: letters(81),
      email: `${letters(320)}@example.com`,
      password: 'Strong-pass-9!',
      phone: '1'.repeat(31),
      message: letters(2001),
    };
    expect(messagesOf(EnterpriseSignupInputSchema, enterprise, 'enterpriseName')).toEqual([
      'Use at most 120 characters',
    ]);
    expect(messagesOf(EnterpriseSignupInputSchema, enterprise, 'companyName')).toEqual([
      'Use at most 120 characters',
    ]);
    expect(messagesOf(EnterpriseSignupInputSchema, enterprise, 'firstName')).toEqual([
      'Use at most 80 characters',
    ]);
    expect(messagesOf(EnterpriseSignupInputSchema, enterprise, 'email')).toContain(
      'Use at most 320 characters',
    );
    expect(messagesOf(EnterpriseSignupInputSchema, enterprise, 'phone')).toContain(
      'Use at most 30 characters',
    );
    expect(messagesOf(EnterpriseSignupInputSchema, enterprise, 'message')).toEqual([
      'Use at most 2000 characters',
    ]);
    const member = { ...enterprise, kind: 'member', ownerEmail: `${letters(320)}@example.com` };
    expect(messagesOf(MemberSignupInputSchema, member, 'companyName')).toEqual([
      'Use at most 120 characters',
    ]);
    expect(messagesOf(MemberSignupInputSchema, member, 'ownerEmail')).toContain('Use at most 320 characters');
  });

  it('account profile, invitation and support forms', () => {
    expect(messagesOf(ProfileInputSchema, { firstName: letters(81), lastName: 'Ok' }, 'firstName')).toEqual([
      'Use at most 80 characters',
    ]);
    expect(
      messagesOf(
        AcceptInvitationBodySchema,
        { token: 't', firstName: 'Ok', lastName: letters(81), username: 'ok', password: 'Strong-pass-9!' },
        'lastName',
      ),
    ).toEqual(['Use at most 80 characters']);
    const support = {
      fullName: letters(201),
      email: 'a@b.co',
      phone: '1'.repeat(41),
      message: letters(10_001),
    };
    expect(messagesOf(SupportInputSchema, support, 'fullName')).toEqual(['Use at most 200 characters']);
    expect(messagesOf(SupportInputSchema, support, 'phone')).toEqual(['Use at most 40 characters']);
    expect(messagesOf(SupportInputSchema, support, 'message')).toEqual(['Use at most 10000 characters']);
  });

  it('no schema of these forms answers with a message of zod’s own for a long text', () => {
    const long = letters(20_000);
    for (const [schema, input] of [
      [
        EnterpriseSignupInputSchema,
        {
          kind: 'enterprise',
          enterpriseName: long,
          companyName: long,
          firstName: long,
          lastName: long,
          email: long,
          password: 'Strong-pass-9!',
          phone: long,
          message: long,
        },
      ],
      [ProfileInputSchema, { firstName: long, lastName: long }],
      [SupportInputSchema, { fullName: long, email: long, phone: long, message: long }],
    ] as const) {
      const result = schema.safeParse(input);
      expect(result.success).toBe(false);
      for (const issue of result.error!.issues) expect(issue.message).not.toMatch(/^Too big|expected string/);
    }
  });

  it("brand kit: a long brand name or font family is not 'Please enter a brand name' (the schema's error)", () => {
    const kit = {
      name: letters(121),
      enterprise: 1,
      company: 1,
      assets: [{ kind: 'TYPOGRAPHY', family: letters(101) }],
    };
    expect(messagesOf(BrandKitInputSchema, kit, 'name')).toEqual(['Use at most 120 characters']);
    expect(messagesOf(BrandKitInputSchema, kit, 'assets')).toEqual(['Use at most 100 characters']);
    expect(messagesOf(BrandKitInputSchema, { ...kit, name: '  ' }, 'name')).toContain(
      'Please enter a brand name',
    );
  });
});
