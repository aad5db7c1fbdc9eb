import { describe, expect, it } from 'vitest';
import { parseServerEvent } from './events.ts';

const comment = {
  id: 7,
  content: '<p>Looks good</p>',
  user: {
    id: 3,
    username: 'nina',
    email: 'nina@acme.test',
    firstName: 'Nina',
    lastName: 'K',
    profileImage: null,
  },
  files: [],
  parentId: null,
  createdAt: '2026-11-25T09:00:00.000Z',
  updatedAt: '2026-11-25T09:00:00.000Z',
  serviceRequest: 12,
};

describe('live event contract', () => {
  it('reads each event by its name into the tagged union', () => {
    expect(parseServerEvent('ready', '{"unreadCount":3}')).toEqual({ type: 'ready', unreadCount: 3 });
    expect(parseServerEvent('resync', '{}')).toEqual({ type: 'resync' });
    expect(parseServerEvent('comment', JSON.stringify({ requestId: 12, comment }))).toEqual({
      type: 'comment',
      requestId: 12,
      comment,
    });
  });

  it('drops what does not fit the contract: unknown names, bad JSON, missing or wrong fields', () => {
    expect(parseServerEvent('message', '{"unreadCount":3}')).toBeNull();
    expect(parseServerEvent('ready', 'not json')).toBeNull();
    expect(parseServerEvent('unread', '{"unreadCount":"3"}')).toBeNull();
    expect(parseServerEvent('comment', JSON.stringify({ comment }))).toBeNull();
    expect(parseServerEvent('notification', '{"unreadCount":1}')).toBeNull();
  });
});
