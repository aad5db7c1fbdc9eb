import type { Database, Db } from './db/client.ts';
import type { Env } from './env.ts';
import type { UserDto } from '#shared/schemas/user.ts';

/** What every service needs besides its input: configuration and the database. Built once per app. */
export type AppContext = {
  env: Env;
  database: Database;
  db: Db;
};

/** The signed-in user as the server sees it, loaded from the session on every request. */
export type SessionUser = UserDto & {
  isStaff: boolean;
  companyIds: number[];
  ownedEnterpriseIds: number[];
  /** Enterprises of the user's companies, first one first (the one whose credit a customer sees). */
  enterpriseIds: number[];
  /**
   * 'enroll' for a session signed in with the password by someone who must turn on two-factor and
   * has not: only the routes marked `config: { enrolment: true }` answer it (plugins/auth.ts).
   */
  stage?: 'enroll';
};
