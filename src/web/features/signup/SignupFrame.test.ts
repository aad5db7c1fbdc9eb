import { act, createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { NewPasswordSchema } from '#shared/schemas/signup.ts';
import { PASSWORD_RULE_HINT } from '#shared/domain/validation.ts';
import { testRoot } from '../../test/dom.ts';
import { NewPasswordField } from '../../components/NewPasswordField.tsx';
import { personFields } from './SignupFrame.tsx';

const dom = testRoot();

describe('the password hint', () => {
  it('states the whole rule the server enforces: the pattern and "not easy to guess"', () => {
    // Follows the pattern, and the server still refuses it: the hint must say why it could be refused.
    const weak = NewPasswordSchema.safeParse('Password1!');
    expect(weak.success).toBe(false);
    expect(weak.error?.issues[0]?.message).toMatch(/too easy to guess/);

    const hint = personFields().find((f) => f.name === 'password')?.helper;
    expect(hint).toBe(PASSWORD_RULE_HINT);
    expect(hint).toBe(
      'At least 8 characters with one uppercase letter, one digit and one special character; not easy to guess.',
    );
  });

  it('is the same words under a new password of the reset, change and invitation forms', () => {
    act(() => dom.root.render(createElement(NewPasswordField, { value: '', onChange: () => {} })));
    expect(dom.host.textContent).toContain(PASSWORD_RULE_HINT);
  });
});
