import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../core/api/ApiError';
import { bindFailureMessage, checkBindForm } from './bindForm';

const failure = (code: ConstructorParameters<typeof ApiError>[0]) =>
  new ApiError(code, '', 400, 'socialBind');

describe('checkBindForm', () => {
  it('requires username and password, and a matching confirmation for a new account', () => {
    expect(checkBindForm('existing', ' ', '', '')).toEqual({
      username: 'required',
      password: 'required',
    });
    expect(checkBindForm('existing', 'player06', 'Player1234', '')).toEqual({});
    expect(checkBindForm('new', 'newbie', 'Secret123', '')).toEqual({ confirm: 'required' });
    expect(checkBindForm('new', 'newbie', 'Secret123', 'Secret124')).toEqual({
      confirm: 'mismatch',
    });
    expect(checkBindForm('new', 'newbie', 'Secret123', 'Secret123')).toEqual({});
  });
});

describe('bindFailureMessage', () => {
  it('words the refusals particular to binding', () => {
    expect(bindFailureMessage(failure('DUPLICATE_REQUEST'), 'new')).toEqual({
      ns: 'social-login',
      key: 'bind.errors.username_taken',
    });
    expect(bindFailureMessage(failure('OPERATION_NOT_ALLOWED'), 'existing').key).toBe(
      'bind.errors.already_bound',
    );
    expect(bindFailureMessage(failure('CODE_EXPIRED'), 'new').key).toBe('bind.errors.expired');
    expect(bindFailureMessage(failure('INVALID_CODE'), 'existing').key).toBe('bind.errors.expired');
  });

  it('shows the catalogue message for the rest', () => {
    expect(bindFailureMessage(failure('WRONG_CREDENTIALS'), 'existing')).toEqual({
      ns: 'core',
      key: 'errors.wrong_credentials',
    });
    expect(bindFailureMessage(failure('TOO_MANY_REQUESTS'), 'existing').key).toBe(
      'errors.too_many_requests',
    );
    expect(bindFailureMessage(null, 'new')).toEqual({ ns: 'core', key: 'errors.system_error' });
  });
});
