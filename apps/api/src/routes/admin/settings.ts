import { ZAdminSettingsResponse } from '@sello/shared/admin-settings-schemas';
import { ZSettings } from '@sello/shared/settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../app-context.ts';
import { guardEveryRoute } from '../../auth/authenticate.ts';
import { AppError } from '../../errors/app-error.ts';
import { settingsUpdatedAt, updateSettings } from '../../services/settings/update-settings.ts';

type TIssue = { instancePath?: string; message?: string };

/** One message per invalid field, keyed by its dotted path, so the form can show each next to its input. */
const fieldMessages = (issues: TIssue[]): Record<string, string> => {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const field = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.') || 'body';
    fields[field] ??= issue.message ?? 'is invalid';
  }
  return fields;
};

/** Settings are the owner's alone (project managers run orders on them, and read what they need from /api/config). */
export const adminSettingsRoutes: FastifyPluginAsyncZod<{ ctx: TAppContext }> = async (app, { ctx }) => {
  guardEveryRoute(app, ctx.auth.requireOwner);
  const { db, env } = ctx;

  const settingsResponse = async () => {
    const [settings, updatedAt] = await Promise.all([ctx.readSettings(), settingsUpdatedAt(db)]);
    return {
      settings,
      updatedAt: updatedAt?.toISOString() ?? null,
      environment: {
        maxUploadMb: env.MAX_UPLOAD_MB,
        maxFiles: env.MAX_FILES,
      },
    };
  };

  app.get(
    '/settings',
    {
      schema: {
        operationId: 'getSettings',
        summary: 'Read every setting',
        tags: ['admin'],
        response: { 200: ZAdminSettingsResponse },
      },
    },
    settingsResponse,
  );

  app.put(
    '/settings',
    {
      // Validation problems are answered here, per field, instead of by the global one-sentence message.
      attachValidation: true,
      schema: {
        operationId: 'updateSettings',
        summary: 'Change settings',
        tags: ['admin'],
        body: ZSettings,
        response: { 200: ZAdminSettingsResponse },
      },
    },
    async (request) => {
      if (request.validationError) {
        const issues = (request.validationError as { validation?: TIssue[] }).validation ?? [];
        const fields = fieldMessages(issues);
        const summary = Object.entries(fields)
          .map(([field, message]) => `${field}: ${message}`)
          .join('; ');
        throw new AppError('BAD_REQUEST', summary || 'Invalid settings', { fields });
      }
      await updateSettings({ db, settings: request.body, actorUserId: request.user?.id ?? null });
      request.log.info({ keys: Object.keys(request.body) }, 'settings updated');
      return settingsResponse();
    },
  );
};
