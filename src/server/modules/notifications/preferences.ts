import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  enterpriseOwners,
  notificationDefaults,
  notificationPreferences,
  notificationSettings,
  users,
} from '../../db/schema/index.ts';
import type { AppContext, SessionUser } from '../../context.ts';
import { AppError } from '#shared/errors.ts';
import { NOTIFICATION_TYPES, type NotificationType } from '#shared/schemas/notification.ts';
import {
  BUILT_IN_DEFAULTS,
  DEFAULT_DIGEST_HOUR,
  DEFAULT_TIME_ZONE,
  EMAIL_CHOICES,
  PREFERENCE_ROLES,
  type Defaults,
  type DefaultsUpdate,
  type EmailChoice,
  type EventPreference,
  type PreferenceRole,
  type Preferences,
  type PreferencesUpdate,
} from '#shared/schemas/notification-preferences.ts';

/*
 * Notification preferences (issue 28): the reads and writes of the settings page, and the SQL column
 * that brings each recipient's choices along with the query that finds the recipients (so an event
 * costs no statement of its own for them). Applied by deliver.ts, the one place that decides.
 */

export const UNSUBSCRIBE_KEY = 'unsubscribe';

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The role whose defaults a user follows, as SQL over a user's id and e-mail. */
export function preferenceRoleSql(
  userId: SQL | { getSQL(): SQL },
  email: SQL | { getSQL(): SQL },
  providerDomain: string | null,
) {
  const domain = providerDomain?.trim().toLowerCase().replace(/^@/, '');
  // Without a domain (callers that only ever tell customers) nobody counts as staff.
  const staff = domain ? sql`lower(${email}) like ${`%@${likeEscape(domain)}`} escape '\\'` : sql`false`;
  return sql<PreferenceRole>`case when ${staff} then 'staff'
    when exists (select 1 from ${enterpriseOwners} eo_pref where eo_pref.user_id = ${userId}) then 'owner'
    else 'member' end`;
}

/**
 * A column for a recipients query: the user's role, their stored choice (else their role's stored
 * default) for each of `types`, and the key that signs their unsubscribe links, as one JSON value
 * (`RecipientPrefs`). Correlated on the query's user id and e-mail columns.
 */
export function recipientPrefsSql(
  userId: SQL | { getSQL(): SQL },
  email: SQL | { getSQL(): SQL },
  providerDomain: string | null,
  types: readonly NotificationType[],
) {
  const list = sql.join(
    types.map((t) => sql`${t}`),
    sql`, `,
  );
  return sql<unknown>`(select json_build_object(
      'role', r.role,
      'key', (select value from server_secrets where name = ${UNSUBSCRIBE_KEY}),
      'p', json_object_agg(t.type, json_build_array(coalesce(p.in_app, d.in_app), coalesce(p.email, d.email))))
    from (select ${preferenceRoleSql(userId, email, providerDomain)} as role) r
    cross join unnest(array[${list}]::text[]) as t(type)
    left join notification_preferences p on p.user_id = ${userId} and p.type = t.type
    left join notification_defaults d on d.role = r.role and d.type = t.type
    group by r.role)`;
}

export type RecipientPrefs = {
  role: PreferenceRole;
  key: string | null;
  p: Partial<Record<NotificationType, [boolean | null, string | null]>>;
};

/** A person an event may reach: their address and the preferences read with them. */
export type Recipient = { id: number; email: string; prefs: unknown };

const asPrefs = (raw: unknown): RecipientPrefs | null => {
  const v = typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw;
  return v && typeof v === 'object' ? (v as RecipientPrefs) : null;
};

const isRole = (r: unknown): r is PreferenceRole => PREFERENCE_ROLES.includes(r as PreferenceRole);
const isEmailChoice = (e: unknown): e is EmailChoice => EMAIL_CHOICES.includes(e as EmailChoice);

/**
 * What a recipient gets for one event: their choice, else their role's stored default, else the
 * built-in default. Recipients read without preferences follow the member defaults.
 */
export function choiceOf(recipient: Recipient, type: NotificationType): EventPreference {
  const prefs = asPrefs(recipient.prefs);
  const role = isRole(prefs?.role) ? prefs.role : 'member';
  const builtIn = BUILT_IN_DEFAULTS[role][type];
  const [inApp, email] = prefs?.p?.[type] ?? [null, null];
  return {
    inApp: typeof inApp === 'boolean' ? inApp : builtIn.inApp,
    email: isEmailChoice(email) ? email : builtIn.email,
  };
}

/** The unsubscribe key read with the recipient (made as the app starts). */
export function unsubscribeKeyOf(recipient: Recipient): Buffer | null {
  const key = asPrefs(recipient.prefs)?.key;
  return key ? Buffer.from(key, 'base64') : null;
}

/* ------------------------------------------------------------------------------------------------ */
/* The settings page                                                                                  */

async function roleOf(db: Db, actor: SessionUser): Promise<PreferenceRole> {
  if (actor.isStaff) return 'staff';
  if (actor.ownedEnterpriseIds.length) return 'owner';
  const [row] = await db
    .select({ one: sql`1` })
    .from(enterpriseOwners)
    .where(eq(enterpriseOwners.userId, actor.id))
    .limit(1);
  return row ? 'owner' : 'member';
}

async function defaultsOf(db: Db, role: PreferenceRole) {
  const rows = await db.select().from(notificationDefaults).where(eq(notificationDefaults.role, role));
  const stored = new Map(rows.map((r) => [r.type, r]));
  return Object.fromEntries(
    NOTIFICATION_TYPES.map((t) => {
      const s = stored.get(t);
      return [t, s ? { inApp: s.inApp, email: s.email } : BUILT_IN_DEFAULTS[role][t]];
    }),
  ) as Record<NotificationType, EventPreference>;
}

/** GET /api/notification-preferences: the caller's choices, with their role's defaults where none. */
export async function getPreferences(db: Db, actor: SessionUser): Promise<Preferences> {
  const role = await roleOf(db, actor);
  const [defaults, own, settings] = await Promise.all([
    defaultsOf(db, role),
    db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, actor.id)),
    db.select().from(notificationSettings).where(eq(notificationSettings.userId, actor.id)),
  ]);
  const chosen = new Map(own.map((r) => [r.type, r]));
  return {
    role,
    events: NOTIFICATION_TYPES.map((type) => {
      const c = chosen.get(type);
      return c
        ? { type, inApp: c.inApp, email: c.email, chosen: true }
        : { type, ...defaults[type], chosen: false };
    }),
    digestHour: settings[0]?.digestHour ?? DEFAULT_DIGEST_HOUR,
    timeZone: settings[0]?.timeZone ?? DEFAULT_TIME_ZONE,
  };
}

/** PUT /api/notification-preferences: stores the events given (each in full) and the digest time. */
export async function updatePreferences(db: Db, actor: SessionUser, input: PreferencesUpdate) {
  if (input.timeZone !== undefined) {
    // Intl knew it (the schema); the database must too, or the digest could not be timed.
    const known = (await db.execute(
      sql`select 1 from pg_timezone_names where name = ${input.timeZone} limit 1`,
    )) as unknown as { rows: unknown[] };
    if (!known.rows.length) {
      throw new AppError('BAD_REQUEST', 'Unknown time zone: use a name such as Europe/Paris.', {
        field: 'timeZone',
      });
    }
  }
  await db.transaction(async (tx) => {
    if (input.events?.length) {
      await tx
        .insert(notificationPreferences)
        .values(input.events.map((e) => ({ userId: actor.id, type: e.type, inApp: e.inApp, email: e.email })))
        .onConflictDoUpdate({
          target: [notificationPreferences.userId, notificationPreferences.type],
          set: { inApp: sql`excluded.in_app`, email: sql`excluded.email`, updatedAt: sql`now()` },
        });
    }
    if (input.digestHour !== undefined || input.timeZone !== undefined) {
      await tx
        .insert(notificationSettings)
        .values({
          userId: actor.id,
          digestHour: input.digestHour ?? DEFAULT_DIGEST_HOUR,
          timeZone: input.timeZone ?? DEFAULT_TIME_ZONE,
        })
        .onConflictDoUpdate({
          target: notificationSettings.userId,
          set: {
            ...(input.digestHour !== undefined ? { digestHour: input.digestHour } : {}),
            ...(input.timeZone !== undefined ? { timeZone: input.timeZone } : {}),
            updatedAt: sql`now()`,
          },
        });
    }
  });
  return getPreferences(db, actor);
}

/** Sets one event's e-mail (or, for 'digest', every event sent in the digest) to off: the unsubscribe. */
/**
 * The events whose e-mail an unsubscribe link turns off, as they are set now: the link's own event
 * while its e-mail is on, or every event read in the digest; none when there is nothing left to turn
 * off (the link's page then says so instead of asking again).
 */
async function emailStillOn(db: Db, domain: string, userId: number, target: NotificationType | 'digest') {
  const types = target === 'digest' ? NOTIFICATION_TYPES : [target];
  const [row] = await db
    .select({ email: users.email, prefs: recipientPrefsSql(users.id, users.email, domain, types) })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) {
    throw new AppError('NOT_FOUND', 'This unsubscribe link belongs to an account that no longer exists.');
  }
  const r: Recipient = { id: userId, email: row.email, prefs: row.prefs };
  const on = types.filter((t) =>
    target === 'digest' ? choiceOf(r, t).email === 'digest' : choiceOf(r, t).email !== 'off',
  );
  // In app stays as it is.
  return on.map((type) => ({ type, inApp: choiceOf(r, type).inApp }));
}

/** Whether a link's e-mail is off already (its GET page says so instead of asking). */
export async function emailAlreadyOff(ctx: AppContext, userId: number, target: NotificationType | 'digest') {
  return (await emailStillOn(ctx.db, ctx.env.PROVIDER_DOMAIN, userId, target)).length === 0;
}

export async function turnEmailOff(ctx: AppContext, userId: number, target: NotificationType | 'digest') {
  const domain = ctx.env.PROVIDER_DOMAIN;
  await ctx.db.transaction(async (tx) => {
    const on = await emailStillOn(tx, domain, userId, target);
    if (!on.length) return;
    await tx
      .insert(notificationPreferences)
      .values(on.map(({ type, inApp }) => ({ userId, type, inApp, email: 'off' as const })))
      .onConflictDoUpdate({
        target: [notificationPreferences.userId, notificationPreferences.type],
        set: { email: 'off', updatedAt: sql`now()` },
      });
  });
}

/** GET /api/notification-preferences/defaults (staff): every role's defaults. */
export async function getDefaults(db: Db, actor: SessionUser): Promise<Defaults> {
  if (!actor.isStaff) throw new AppError('FORBIDDEN', 'Only staff set the notification defaults.');
  return {
    roles: await Promise.all(
      PREFERENCE_ROLES.map(async (role) => {
        const d = await defaultsOf(db, role);
        return { role, events: NOTIFICATION_TYPES.map((type) => ({ type, ...d[type] })) };
      }),
    ),
  };
}

/** PUT /api/notification-preferences/defaults (staff): one role's defaults for the events given. */
export async function updateDefaults(db: Db, actor: SessionUser, input: DefaultsUpdate): Promise<Defaults> {
  if (!actor.isStaff) throw new AppError('FORBIDDEN', 'Only staff set the notification defaults.');
  if (input.events.length) {
    await db
      .insert(notificationDefaults)
      .values(
        input.events.map((e) => ({
          role: input.role,
          type: e.type,
          inApp: e.inApp,
          email: e.email,
          updatedBy: actor.id,
        })),
      )
      .onConflictDoUpdate({
        target: [notificationDefaults.role, notificationDefaults.type],
        set: {
          inApp: sql`excluded.in_app`,
          email: sql`excluded.email`,
          updatedBy: actor.id,
          updatedAt: sql`now()`,
        },
      });
  }
  return getDefaults(db, actor);
}
