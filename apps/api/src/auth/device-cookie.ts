import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { TSigninResponse } from '@sello/shared/two-factor-schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TSignInClient } from '../services/auth/account-throttle.ts';
import type { TTokenKeys } from './tokens.ts';

/**
 * A device that completed a sign-in (after two-factor when the account has it) gets this cookie: proof, for the
 * sign-in throttle only, that it has signed in to that account before. It grants nothing else (no session). Its path
 * is the API: the password re-checks under /api/account count toward the same throttle and must see it too.
 */
export const DEVICE_COOKIE_NAME = 'sello_device';
const DEVICE_COOKIE_PATH = '/api';
const DEVICE_COOKIE_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

const deviceKey = (keys: TTokenKeys) => createHmac('sha256', keys.secret).update('sello-device-cookie').digest();

const sign = (keys: TTokenKeys, payload: string) =>
  createHmac('sha256', deviceKey(keys)).update(payload).digest('base64url');

const readCookie = (header: string | undefined, name: string): string | null => {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return null;
};

/** The device id of a valid cookie issued to `userId` on this request, or null (absent, forged, expired, other account). */
export const readTrustedDevice = (request: FastifyRequest, keys: TTokenKeys, userId: string): string | null => {
  const value = readCookie(request.headers.cookie, DEVICE_COOKIE_NAME);
  const [cookieUserId, deviceId, issuedAt, signature] = value?.split('.') ?? [];
  if (!cookieUserId || !deviceId || !issuedAt || !signature || cookieUserId !== userId) return null;
  const expected = Buffer.from(sign(keys, `${cookieUserId}.${deviceId}.${issuedAt}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  if (Date.now() - Number(issuedAt) * 1000 > DEVICE_COOKIE_MAX_AGE_SECONDS * 1000) return null;
  return deviceId;
};

/** Marks this device as one that signed in to `userId` (keeping its device id when it already had one). */
export const setTrustedDeviceCookie = (
  request: FastifyRequest,
  reply: FastifyReply,
  { keys, userId, publicUrl }: { keys: TTokenKeys; userId: string; publicUrl: string },
): void => {
  const deviceId = readTrustedDevice(request, keys, userId) ?? randomBytes(16).toString('base64url');
  const payload = `${userId}.${deviceId}.${Math.floor(Date.now() / 1000)}`;
  const attributes = [
    `${DEVICE_COOKIE_NAME}=${payload}.${sign(keys, payload)}`,
    `Path=${DEVICE_COOKIE_PATH}`,
    `Max-Age=${DEVICE_COOKIE_MAX_AGE_SECONDS}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(publicUrl.startsWith('https://') ? ['Secure'] : []),
  ];
  reply.header('set-cookie', attributes.join('; '));
};

/** After a sign-in answer: marks the device when it opened a session (a two-factor challenge marks nothing yet). */
export const trustDeviceOnSession = (
  request: FastifyRequest,
  reply: FastifyReply,
  signedIn: TSigninResponse,
  { keys, publicUrl }: { keys: TTokenKeys; publicUrl: string },
): void => {
  if ('tokens' in signedIn) setTrustedDeviceCookie(request, reply, { keys, userId: signedIn.user.id, publicUrl });
};

/** The client of a sign-in attempt, for the throttle: its address, its device cookie, the slowdown to wait. */
export const signInClient = (
  request: FastifyRequest,
  keys: TTokenKeys,
  slowDown: (milliseconds: number) => Promise<void>,
): TSignInClient => ({
  address: request.ip,
  trustedDeviceFor: (userId) => readTrustedDevice(request, keys, userId),
  slowDown,
});
