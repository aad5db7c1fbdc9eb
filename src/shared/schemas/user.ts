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
});
export type UserDto = z.infer<typeof UserSchema>;
