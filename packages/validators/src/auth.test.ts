import { describe, expect, it } from 'vitest';
import { changePasswordSchema } from './account';
import { emailOnlySchema, loginSchema, registerSchema, resetPasswordSchema } from './auth';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('auth schemas', () => {
  it('normalises the email and leaves names optional', () => {
    const parsed = registerSchema.parse({ email: '  Ada@Example.COM ', password: 'secret1' });
    expect(parsed).toEqual({ email: 'ada@example.com', password: 'secret1' });
  });

  it("uses the spec's messages", () => {
    expect(firstMessage(registerSchema.safeParse({ email: 'nope', password: 'secret1' }))).toBe(
      'Please enter a valid email address',
    );
    expect(firstMessage(registerSchema.safeParse({ email: 'a@b.co', password: '12345' }))).toBe(
      'Password must be at least 6 characters',
    );
    expect(firstMessage(loginSchema.safeParse({ email: 'a@b.co', password: '' }))).toBe(
      'Password is required',
    );
    expect(firstMessage(emailOnlySchema.safeParse({ email: 'x' }))).toBe('Invalid email address');
  });

  it('checks the reset confirmation on the confirmation field', () => {
    const mismatch = resetPasswordSchema.safeParse({
      token: 't',
      password: 'secret1',
      confirmPassword: 'secret2',
    });
    expect(mismatch.error?.issues[0]).toMatchObject({
      message: "Passwords don't match",
      path: ['confirmPassword'],
    });
    expect(
      firstMessage(
        resetPasswordSchema.safeParse({ token: 't', password: 'secret1', confirmPassword: '1' }),
      ),
    ).toBe('Confirm password must be at least 6 characters');
    expect(
      firstMessage(
        resetPasswordSchema.safeParse({
          token: '',
          password: 'secret1',
          confirmPassword: 'secret1',
        }),
      ),
    ).toBe('Missing reset token');
  });

  it('checks the change-password fields', () => {
    expect(
      firstMessage(
        changePasswordSchema.safeParse({
          currentPassword: '',
          newPassword: 'secret1',
          confirmPassword: 'secret1',
        }),
      ),
    ).toBe('Current password is required');
    expect(
      changePasswordSchema.safeParse({
        currentPassword: 'old',
        newPassword: 'secret1',
        confirmPassword: 'secret2',
      }).error?.issues[0],
    ).toMatchObject({ message: 'Passwords do not match', path: ['confirmPassword'] });
  });
});

describe('missing fields', () => {
  it('still read as the spec says', () => {
    expect(firstMessage(registerSchema.safeParse({}))).toBe('Please enter a valid email address');
    expect(firstMessage(loginSchema.safeParse({ email: 'a@b.co' }))).toBe('Password is required');
    expect(firstMessage(emailOnlySchema.safeParse(undefined))).toBe(
      'Invalid input: expected object, received undefined',
    );
  });
});
