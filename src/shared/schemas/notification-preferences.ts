import { z } from 'zod';
import { NOTIFICATION_TYPES, type NotificationType } from './notification.ts';

/**
 * Notification preferences (issue 28): for each event, In app (on/off) and E-mail (immediately, in the
 * daily digest, or off); the hour and time zone of the digest. Shared by the server (which applies them
 * in ONE place, modules/notifications/deliver.ts) and the settings page.
 */

export const EMAIL_CHOICES = ['immediate', 'digest', 'off'] as const;
export type EmailChoice = (typeof EMAIL_CHOICES)[number];

/** Whose defaults: staff, a customer who owns an enterprise, any other customer (a member). */
export const PREFERENCE_ROLES = ['staff', 'owner', 'member'] as const;
export type PreferenceRole = (typeof PREFERENCE_ROLES)[number];

export type EventPreference = { inApp: boolean; email: EmailChoice };

/** What each event is, as the settings page names it. */
export const NOTIFICATION_EVENTS: Record<
  NotificationType,
  {
    label: string;
    description: string;
    /** Who can ever receive it (the settings show the others no switch for it); every role if absent. */
    roles?: readonly PreferenceRole[];
  }
> = {
  request_new_create: {
    label: 'New request',
    description: 'A request is submitted (staff: every new request; customers: your own).',
  },
  request_state_change: {
    label: 'Status change',
    description: 'The status of a request you work on changes.',
  },
  request_assigned_to: { label: 'Assigned to me', description: 'Someone assigns you to a request.' },
  comment_new_create: {
    label: 'New comment or reply',
    description: 'Someone comments on a request you follow, or replies to your comment.',
  },
  request_approval: {
    label: 'Owner approval',
    description: 'A submission awaits your approval, or an owner decides on yours.',
    // The customers' own spending control: staff neither submit for approval nor decide.
    roles: ['owner', 'member'],
  },
  deliverable_ready: {
    label: 'New version ready',
    description: 'A new version of a deliverable is ready for your review.',
  },
  // A review goes to the staff the request is assigned to (deliverables/effects.ts).
  deliverable_approved: {
    label: 'Version approved',
    description: 'A customer approves a version.',
    roles: ['staff'],
  },
  deliverable_changes_requested: {
    label: 'Changes requested',
    description: 'A customer asks for changes on a version.',
    roles: ['staff'],
  },
};

/** Whether people of this role can receive the event at all (else their settings do not offer it). */
export const eventReaches = (type: NotificationType, role: PreferenceRole): boolean =>
  NOTIFICATION_EVENTS[type].roles?.includes(role) ?? true;

const all = (inApp: boolean, email: EmailChoice) =>
  Object.fromEntries(NOTIFICATION_TYPES.map((t) => [t, { inApp, email }])) as Record<
    NotificationType,
    EventPreference
  >;

/**
 * The built-in defaults, used for an event until staff store defaults of their own for the role
 * (notification_defaults) and the person chooses (notification_preferences). They keep what each
 * role received before preferences existed, with the assignment e-mail (new with issue 28) on for
 * staff only: a customer is assigned by colleagues who usually tell them anyway.
 */
export const BUILT_IN_DEFAULTS: Record<PreferenceRole, Record<NotificationType, EventPreference>> = {
  staff: { ...all(true, 'immediate') },
  owner: {
    ...all(true, 'immediate'),
    request_assigned_to: { inApp: true, email: 'off' },
  },
  member: {
    ...all(true, 'immediate'),
    request_assigned_to: { inApp: true, email: 'off' },
  },
};

export const DEFAULT_DIGEST_HOUR = 8;
export const DEFAULT_TIME_ZONE = 'UTC';

/** Whether the runtime (and so the server and PostgreSQL's usual zone list) knows this IANA time zone. */
export function isKnownTimeZone(zone: string): boolean {
  if (!zone || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const EventPreferenceSchema = z.strictObject({
  type: z.enum(NOTIFICATION_TYPES, { message: 'Unknown event.' }),
  inApp: z.boolean(),
  email: z.enum(EMAIL_CHOICES, { message: 'E-mail must be immediate, digest or off.' }),
});

const EventsSchema = z
  .array(EventPreferenceSchema)
  .max(NOTIFICATION_TYPES.length)
  .refine((events) => new Set(events.map((e) => e.type)).size === events.length, {
    message: 'Each event may appear once.',
  });

export const DigestHourSchema = z
  .number({ message: 'The digest hour must be a whole hour from 0 to 23.' })
  .int('The digest hour must be a whole hour from 0 to 23.')
  .min(0, 'The digest hour must be a whole hour from 0 to 23.')
  .max(23, 'The digest hour must be a whole hour from 0 to 23.');

export const TimeZoneSchema = z
  .string()
  .refine(isKnownTimeZone, { message: 'Unknown time zone: use a name such as Europe/Paris.' });

/** PUT /api/notification-preferences: any of the events, the digest hour and the time zone. */
export const PreferencesUpdateSchema = z.strictObject({
  events: EventsSchema.optional(),
  digestHour: DigestHourSchema.optional(),
  timeZone: TimeZoneSchema.optional(),
});
export type PreferencesUpdate = z.infer<typeof PreferencesUpdateSchema>;

export const EventPreferenceItemSchema = z.object({
  type: z.enum(NOTIFICATION_TYPES),
  inApp: z.boolean(),
  email: z.enum(EMAIL_CHOICES),
  /** False while the person follows their role's default for this event. */
  chosen: z.boolean(),
});

export const PreferencesSchema = z.object({
  role: z.enum(PREFERENCE_ROLES),
  events: z.array(EventPreferenceItemSchema),
  digestHour: z.number().int(),
  timeZone: z.string(),
});
export type Preferences = z.infer<typeof PreferencesSchema>;
export const PreferencesResponseSchema = z.object({ data: PreferencesSchema });

/** PUT /api/notification-preferences/defaults (staff): the defaults of one role. */
export const DefaultsUpdateSchema = z.strictObject({
  role: z.enum(PREFERENCE_ROLES, { message: 'Unknown role.' }),
  events: EventsSchema,
});
export type DefaultsUpdate = z.infer<typeof DefaultsUpdateSchema>;

export const DefaultsSchema = z.object({
  roles: z.array(
    z.object({
      role: z.enum(PREFERENCE_ROLES),
      events: z.array(
        z.object({ type: z.enum(NOTIFICATION_TYPES), inApp: z.boolean(), email: z.enum(EMAIL_CHOICES) }),
      ),
    }),
  ),
});
export type Defaults = z.infer<typeof DefaultsSchema>;
export const DefaultsResponseSchema = z.object({ data: DefaultsSchema });

/** POST /api/unsubscribe answers this (JSON for a client; the form post gets a page). */
export const UnsubscribeResultSchema = z.object({
  data: z.object({
    event: z.enum([...NOTIFICATION_TYPES, 'digest']),
    label: z.string(),
    email: z.literal('off'),
  }),
});

/** The e-mails preferences never turn off: they are transactional. */
export const TRANSACTIONAL_EMAILS =
  'Invitations and account e-mails (password reset, e-mail change, two-factor notices, sign-up decisions) are transactional: they are always sent.';
