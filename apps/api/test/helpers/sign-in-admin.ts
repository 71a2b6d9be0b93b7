import type { TStaffRole } from '@sello/shared/staff-roles';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { TDb } from '../../src/db/database.ts';
import { ensureFirstAdmin } from '../../src/services/auth/ensure-first-admin.ts';

/** Creates the first admin as the server does at boot, signs in through the API and returns the access token. */
export const signInAdmin = async (
  app: FastifyInstance,
  db: TDb,
  credentials = { email: 'boss@sello.test', password: 'boss-password' },
): Promise<string> => {
  await ensureFirstAdmin({
    db,
    adminEmail: credentials.email,
    adminPassword: credentials.password,
    fallbackDomain: 'sello.test',
  });
  const res = await app.inject({ method: 'POST', url: '/api/auth/signin', payload: credentials });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().tokens.accessToken;
};

/** Signs a customer up through the API and returns the access token. */
export const signUpCustomer = async (
  app: FastifyInstance,
  email: string,
  password = 'customer-password',
): Promise<string> => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { email, password, firstName: 'Casey', lastName: 'Customer' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().tokens.accessToken;
};

/**
 * A staff member with `role`: signs up as a customer, is given the role in the database (what accepting an
 * invitation does to an existing account) and returns the access token.
 */
export const signInStaff = async (
  app: FastifyInstance,
  db: TDb,
  role: TStaffRole,
  email: string,
  password = 'staff-password',
): Promise<string> => {
  const token = await signUpCustomer(app, email, password);
  await db.updateTable('users').set({ staff_role: role }).where('email', '=', email).execute();
  return token;
};
