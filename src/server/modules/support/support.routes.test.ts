import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { seedDemo } from '../../seed/demo.ts';
import { DEMO, loginAs } from '../../test/factories.ts';
import { emailOutbox, supportMessages } from '../../db/schema/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemo(t.ctx);
});
afterAll(async () => t?.close());

const send = async (cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/support',
    headers: cookie ? { cookie } : {},
    payload: { data: { fullName: 'Sam', email: 'sam@example.com', message: 'Hello' } },
  });

describe('POST /api/support', () => {
  it('is for customers: staff get 403, visitors 401, and nothing is stored or queued', async () => {
    const queued = (await t.ctx.db.select().from(emailOutbox)).length;
    const staff = await send(await loginAs(t.app, DEMO.staff));
    expect(staff.statusCode).toBe(403);
    expect(staff.json().error.message).toBe('Support is for customers.');
    expect((await send()).statusCode).toBe(401);
    expect(await t.ctx.db.select().from(supportMessages)).toEqual([]);
    expect(await t.ctx.db.select().from(emailOutbox)).toHaveLength(queued);
  });

  it('takes a customer’s message', async () => {
    const res = await send(await loginAs(t.app, DEMO.acmeMember));
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Successfully Emailed');
    expect(await t.ctx.db.select().from(supportMessages)).toHaveLength(1);
  });
});

describe('repeats', () => {
  it('an identical message sent again at once (a double click) is stored and e-mailed once', async () => {
    const cookie = await loginAs(t.app, DEMO.acmeOwner);
    const payload = { data: { fullName: 'Olivia', email: 'olivia@example.com', message: 'Twice?' } };
    const post = (body: object) =>
      t.app.inject({ method: 'POST', url: '/api/support', headers: { cookie }, payload: body });
    const stored = async () => (await t.ctx.db.select().from(supportMessages)).length;
    const queued = async () => (await t.ctx.db.select().from(emailOutbox)).length;
    const [messages, mails] = [await stored(), await queued()];
    const answers = await Promise.all([post(payload), post(payload), post(payload)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.json().data.id)).size).toBe(1);
    // The first is sent; the others say they were repeats (the form tells its user so).
    expect(answers.map((a) => a.json().meta.duplicate).sort()).toEqual([false, true, true]);
    expect(answers.map((a) => a.json().message).sort()).toEqual([
      'Successfully Emailed',
      'This message was already sent a moment ago and was not sent again',
      'This message was already sent a moment ago and was not sent again',
    ]);
    expect(await stored()).toBe(messages + 1);
    const mailsAfterOne = await queued();
    expect(mailsAfterOne).toBeGreaterThan(mails);
    // A different message is not a repeat.
    const another = await post({ data: { ...payload.data, message: 'Another one' } });
    expect(another.statusCode).toBe(200);
    expect(another.json().meta).toEqual({ duplicate: false });
    expect(await stored()).toBe(messages + 2);
    expect(await queued()).toBe(mailsAfterOne + (mailsAfterOne - mails));
  });
});
