import { z } from 'zod';

/**
 * A person as every answer carries one (request people, comment authors, user lists, the session's
 * user with `isStaff` added): the one declaration of the user shape. Names are shown by
 * web/lib/people.ts.
 */
export const UserSchema = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  profileImage: z.string().nullable(),
  /**
   * Present (true) on a request's own page and its comments when the person is no longer in the
   * request's enterprise: removed from it, a deactivated staff account or a deleted account. Their
   * work stays; the app marks their name.
   */
  leftTeam: z.literal(true).optional(),
});
export type UserDto = z.infer<typeof UserSchema>;
