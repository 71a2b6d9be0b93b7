import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { TEnv } from '../config/env.ts';
import { s3UploadOrigin } from '../storage/s3-storage.ts';

const META_PIXEL_SCRIPT = 'https://connect.facebook.net';
const META_PIXEL_ENDPOINT = 'https://www.facebook.com';

/** Security headers; the CSP allows only our own origin, plus Meta's pixel hosts when a pixel is configured. */
export const registerSecurityHeaders = async (app: FastifyInstance, env: TEnv) => {
  const pixel = env.META_PIXEL_ID !== undefined;
  const https = env.PUBLIC_URL.startsWith('https://');
  // With S3 storage the browser PUTs uploads straight to the bucket.
  const bucket =
    env.STORAGE === 's3' && env.S3_BUCKET && env.S3_REGION
      ? [
          s3UploadOrigin({
            endpoint: env.S3_ENDPOINT,
            bucket: env.S3_BUCKET,
            region: env.S3_REGION,
            forcePathStyle: env.S3_FORCE_PATH_STYLE,
          }),
        ]
      : [];
  // Built once: @fastify/helmet built helmet's middleware (parsing every CSP directive) again on each request.
  const setSecurityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(pixel ? [META_PIXEL_SCRIPT] : [])],
        styleSrc: ["'self'"],
        // https: for testimonial photos, which staff may link from anywhere; images cannot run script.
        imgSrc: ["'self'", 'data:', 'https:', ...(pixel ? [META_PIXEL_ENDPOINT] : [])],
        connectSrc: ["'self'", ...bucket, ...(pixel ? [META_PIXEL_ENDPOINT, META_PIXEL_SCRIPT] : [])],
        fontSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // HSTS only when the site is served over HTTPS; on plain-HTTP development it would be ignored anyway.
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  // Helmet 8 throws rather than passing an error to its callback.
  app.addHook('onRequest', (request, reply, done) => setSecurityHeaders(request.raw, reply.raw, () => done()));

  if (https && env.NODE_ENV === 'production') {
    // "Encrypted in transit" is a promise: plain HTTP is redirected (GET) or refused (anything else).
    app.addHook('onRequest', async (request, reply) => {
      if (request.protocol === 'https') return;
      if (request.method === 'GET' || request.method === 'HEAD') {
        return reply.redirect(`${env.PUBLIC_URL}${request.url}`, 301);
      }
      return reply.status(400).send({ error: 'HTTPS is required', code: 'BAD_REQUEST' });
    });
  }
};
