import { ZFileDownloadResponse, ZFilePreviewResponse } from '@sello/shared/admin-order-schemas';
import {
  ZMyTasksResponse,
  ZReviewTaskRequest,
  ZTaskFileParams,
  ZTaskParams,
  ZTaskReasonRequest,
  ZTaskResponse,
  ZUploadTaskVersionRequest,
} from '@sello/shared/task-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perSignedInUser, type TAppContext } from '../app-context.ts';
import { guardEveryRoute } from '../auth/authenticate.ts';
import type { TUserRow } from '../db/schema.ts';
import { acceptTask } from '../services/tasks/accept-task.ts';
import { createTaskDownloadLink, createTaskPreviewLink } from '../services/tasks/create-task-file-link.ts';
import { declineTask } from '../services/tasks/decline-task.ts';
import { listMyTasks } from '../services/tasks/list-my-tasks.ts';
import { reviewTask } from '../services/tasks/review-task.ts';
import { loadTaskPage } from '../services/tasks/task-rows.ts';
import { uploadTaskVersion } from '../services/tasks/upload-task-version.ts';

/**
 * `/api/staff/tasks`: a translator's and reviewer's work (issue 30). Any staff member may call these; each service
 * lets a caller reach only the tasks they are the translator or reviewer of (the back office reads every task).
 */
export const staffTaskRoutes: FastifyPluginAsyncZod<{ ctx: TAppContext }> = async (app, { ctx }) => {
  guardEveryRoute(app, ctx.auth.requireStaff);
  const { db, storage } = ctx;
  const staff = (user: TUserRow | null) => user as TUserRow;
  const mail = { mailer: ctx.mailer, env: ctx.env };
  // Every task route: counted per person (the auth hook of this plugin runs first).
  const config = { rateLimit: perSignedInUser(ctx.rateLimits.staffWork) };

  app.get(
    '/tasks',
    {
      config,
      schema: {
        operationId: 'listMyTasks',
        summary: 'My work: the tasks assigned to me, by due date',
        tags: ['tasks'],
        response: { 200: ZMyTasksResponse },
      },
    },
    async (request) => ({ tasks: await listMyTasks({ db, user: staff(request.user) }) }),
  );

  app.get(
    '/tasks/:taskId',
    {
      config,
      schema: {
        operationId: 'getTask',
        summary: 'A task: its documents, notes, the customer’s name spellings, machine drafts and versions',
        tags: ['tasks'],
        params: ZTaskParams,
        response: { 200: ZTaskResponse },
      },
    },
    async (request) => ({ task: await loadTaskPage(db, request.params.taskId, staff(request.user)) }),
  );

  app.post(
    '/tasks/:taskId/accept',
    {
      config,
      schema: {
        operationId: 'acceptTask',
        summary: 'Accept a task offered to me',
        errorCodes: ['CONFLICT'],
        tags: ['tasks'],
        params: ZTaskParams,
        response: { 200: ZTaskResponse },
      },
    },
    async (request) => ({
      task: await acceptTask({
        db,
        mailer: ctx.mailer,
        env: ctx.env,
        readSettings: ctx.readSettings,
        taskId: request.params.taskId,
        user: staff(request.user),
      }),
    }),
  );

  app.post(
    '/tasks/:taskId/decline',
    {
      config,
      schema: {
        operationId: 'declineTask',
        summary: 'Decline a task offered to me, with a reason',
        errorCodes: ['CONFLICT'],
        tags: ['tasks'],
        params: ZTaskParams,
        body: ZTaskReasonRequest,
        response: { 200: ZTaskResponse },
      },
    },
    async (request) => ({
      task: await declineTask({ db, taskId: request.params.taskId, input: request.body, user: staff(request.user) }),
    }),
  );

  app.post(
    '/tasks/:taskId/files/:fileKey/download',
    {
      config,
      schema: {
        operationId: 'getTaskFileLink',
        summary: "Get a download link of a task's document or of one of its versions",
        tags: ['tasks'],
        params: ZTaskFileParams,
        response: { 200: ZFileDownloadResponse },
      },
    },
    async (request) => createTaskDownloadLink({ db, storage, ...request.params, user: staff(request.user) }),
  );

  app.post(
    '/tasks/:taskId/files/:fileKey/preview',
    {
      config,
      schema: {
        operationId: 'getTaskPreviewLink',
        summary: "Get a link to the preview image of a task's photo or scan",
        errorCodes: ['UNSUPPORTED_MEDIA_TYPE'],
        tags: ['tasks'],
        params: ZTaskFileParams,
        response: { 200: ZFilePreviewResponse },
      },
    },
    async (request) => createTaskPreviewLink({ db, storage, ...request.params, user: staff(request.user) }),
  );

  app.post(
    '/tasks/:taskId/versions',
    {
      config,
      schema: {
        operationId: 'uploadTaskVersion',
        summary: 'Hand in a version of the translation (DOCX or PDF) for review',
        errorCodes: ['CONFLICT', 'UNSUPPORTED_MEDIA_TYPE'],
        tags: ['tasks'],
        params: ZTaskParams,
        body: ZUploadTaskVersionRequest,
        response: { 201: ZTaskResponse },
      },
    },
    async (request, reply) => {
      const task = await uploadTaskVersion({
        db,
        storage,
        mail,
        readSettings: ctx.readSettings,
        taskId: request.params.taskId,
        input: request.body,
        user: staff(request.user),
      });
      return reply.status(201).send({ task });
    },
  );

  app.post(
    '/tasks/:taskId/review',
    {
      config,
      schema: {
        operationId: 'reviewTask',
        summary: "Approve the task's last version, or return it with comments",
        errorCodes: ['CONFLICT'],
        tags: ['tasks'],
        params: ZTaskParams,
        body: ZReviewTaskRequest,
        response: { 200: ZTaskResponse },
      },
    },
    async (request) => ({
      task: await reviewTask({
        db,
        jobs: ctx.jobs,
        mail,
        readSettings: ctx.readSettings,
        taskId: request.params.taskId,
        input: request.body,
        user: staff(request.user),
      }),
    }),
  );
};
