/**
 * THE demo accounts: the seed creates them (seed/demo.ts), the server tests sign in as them
 * (test/factories.ts `DEMO`, test/demo-app.ts) and so do the browser tests (e2e/fixtures.ts
 * `ACCOUNTS`). No imports, so the browser tests and the benches can read it too.
 */
export const DEMO_PASSWORD = 'Demo-pass-1!';

export type DemoAccount = { email: string; username: string; firstName: string; lastName: string };

/** The staff accounts' domain when PROVIDER_DOMAIN is left at its default (tests, e2e). */
const DEFAULT_PROVIDER_DOMAIN = 'studio.test';

/** The accounts, staff first; the staff e-mails are on the provider's domain. */
export const demoAccounts = (providerDomain = DEFAULT_PROVIDER_DOMAIN) =>
  ({
    staff: { email: `staff@${providerDomain}`, username: 'staff', firstName: 'Sam', lastName: 'Staff' },
    designer: {
      email: `designer@${providerDomain}`,
      username: 'designer',
      firstName: 'Dana',
      lastName: 'Designer',
    },
    acmeOwner: { email: 'owner@acme.test', username: 'acme-owner', firstName: 'Olivia', lastName: 'Owens' },
    acmeMember: { email: 'member@acme.test', username: 'acme-member', firstName: 'Max', lastName: 'Miller' },
    globexOwner: {
      email: 'owner@globex.test',
      username: 'globex-owner',
      firstName: 'Gina',
      lastName: 'Gray',
    },
  }) satisfies Record<string, DemoAccount>;

/** Spare staff accounts (SEED_SPARE_STAFF): spare1@…, spare2@…, for tests that deactivate one. */
export const spareStaffAccounts = (count: number, providerDomain = DEFAULT_PROVIDER_DOMAIN): DemoAccount[] =>
  Array.from({ length: count }, (_, i) => ({
    email: `spare${i + 1}@${providerDomain}`,
    username: `spare${i + 1}`,
    firstName: 'Spare',
    lastName: `Staff ${i + 1}`,
  }));

export type DemoAccountKey = keyof ReturnType<typeof demoAccounts>;

/** Each demo account's e-mail (default provider domain), by key: what the tests sign in with. */
export const DEMO_EMAILS = Object.fromEntries(
  Object.entries(demoAccounts()).map(([key, account]) => [key, account.email]),
) as Readonly<Record<DemoAccountKey, string>>;
