import { describe, expect, it } from 'vitest';
import { signUpForm } from '../../../../shared/auth/schemas';
import { fieldErrors } from '../../../lib/failure';
import { ApiError } from '../../../lib/request';
import {
  cleanCompanyCode,
  cleanProjectCode,
  fieldsOfOtherRoles,
  homeAfterSignUp,
  SERVER_FIELDS,
  signUpDefaults,
  toRegistration,
  type SignUpValues,
} from './registration';

const person = {
  firstName: 'Jake Thompson',
  username: 'JakeThompson',
  email: 'jake@example.com',
  password: 'kerb-stone-41',
  confirmPassword: 'kerb-stone-41',
};
const valid = (values: Partial<SignUpValues>) =>
  signUpForm.parse({ ...signUpDefaults(null), ...person, ...values });

describe('sign-up form values', () => {
  it('starts with no role, or as foreman with the P- prefix removed when a project code is shared', () => {
    expect(signUpDefaults(null).role).toBeUndefined();
    expect(signUpDefaults('P-123456')).toMatchObject({ role: 'foreman', projectCode: '123456' });
    expect(signUpDefaults('p-4821')).toMatchObject({ role: 'foreman', projectCode: '4821' });
  });

  it('clears the fields of the other roles only', () => {
    expect(fieldsOfOtherRoles('worker')).toEqual([
      'companyName',
      'companyEmail',
      'companyPhone',
      'companyAddress',
      'projectCode',
    ]);
    expect(fieldsOfOtherRoles('company_owner')).toEqual(['companyCode', 'projectCode']);
  });

  it('cleans codes as they are typed', () => {
    expect(cleanCompanyCode('abc')).toBe('ABC');
    expect(cleanCompanyCode('C-qwerty')).toBe('QWERTY');
    expect(cleanCompanyCode('ab1cd efgh')).toBe('ABCDEF');
    expect(cleanProjectCode('P-12a34')).toBe('1234');
    expect(cleanProjectCode('1234567890')).toBe('12345678');
  });
});

describe('toRegistration (spec 000 §3)', () => {
  it('sends the owner with the company and the name split (issue 29)', () => {
    const values = valid({
      role: 'company_owner',
      companyName: ' Acme Civil ',
      companyEmail: 'office@acme.au',
    });
    expect(toRegistration(values)).toEqual({
      role: 'company_owner',
      user: {
        username: 'JakeThompson',
        email: 'jake@example.com',
        password: 'kerb-stone-41',
        firstName: 'Jake',
        lastName: 'Thompson',
      },
      company: { name: 'Acme Civil', email: 'office@acme.au', phone: '', address: '' },
    });
  });

  it('splits a worker’s name and sends the bare company code', () => {
    const payload = toRegistration(valid({ role: 'worker', companyCode: 'qwerty' }));
    expect(payload).toMatchObject({
      role: 'worker',
      companyCode: 'QWERTY',
      user: { firstName: 'Jake', lastName: 'Thompson' },
    });
  });

  it('reuses a single name for a foreman and strips the P- prefix', () => {
    const payload = toRegistration(valid({ role: 'foreman', firstName: 'Sam', projectCode: 'P-4821' }));
    expect(payload).toMatchObject({
      role: 'foreman',
      projectCode: '4821',
      user: { firstName: 'Sam', lastName: 'Sam' },
    });
  });

  it('sends a foreman to the foreman dashboard, everyone else to the dashboard', () => {
    expect(homeAfterSignUp('foreman')).toBe('/foreman-dashboard');
    expect(homeAfterSignUp('worker')).toBe('/dashboard');
    expect(homeAfterSignUp('company_owner')).toBe('/dashboard');
  });
});

describe('field errors of a refused sign-up', () => {
  const reply = (status: number, body: object) => new ApiError('x', status, body);

  it('puts a taken username or e-mail and an unknown code under the field the reply names', () => {
    const taken = reply(409, {
      message: 'This username is already taken',
      code: 'CONFLICT',
      field: 'username',
    });
    expect(fieldErrors(taken, SERVER_FIELDS)).toEqual([
      { field: 'username', message: 'This username is already taken' },
    ]);
    const code = reply(400, { message: 'Invalid project code.', code: 'BAD_REQUEST', field: 'projectCode' });
    expect(fieldErrors(code, SERVER_FIELDS)[0]?.field).toBe('projectCode');
  });

  it('never guesses the field from the words of the message', () => {
    expect(fieldErrors(reply(409, { message: 'This username is already taken' }), SERVER_FIELDS)).toEqual([]);
  });
});
