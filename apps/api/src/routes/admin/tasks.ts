import {
  ZAssigneesResponse,
  ZAssignTaskRequest,
  ZAssignTaskResponse,
  ZOrderTasksResponse,
  ZReassignTaskRequest,
  ZTaskBoardResponse,
  ZTaskParams,
  ZTaskReasonRequest,
  ZTaskResponse,
} from '@sello/shared/task-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppContext } from '../../app-context.ts';
import type { TUserRow } from '../../db/schema.ts';
import { ADMIN_ORDER_NOT_FOUND } from '../../services/orders/order-rows.ts';
import { assignOrderTasks } from '../../services/tasks/assign-order-tasks.ts';
import { cancelTask } from '../../services/tasks/cancel-task.ts';
import { listAssignees } from '../../services/tasks/list-assignees.ts';
import { listOrderTasks } from '../../services/tasks/list-order-tasks.ts';
import { listTaskBoard } from '../../services/tasks/list-task-board.ts';
import { reassignTask } from '../../services/tasks/reassign-task.ts';

/** The manager's side of production tasks (issue 30); the parent plugin has checked the back-office token. */
export const adminTaskRoutes: FastifyPluginAsyncZod<{ ctx: TAppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const manager = (user: TUserRow | null) => user as TUserRow;
  const mail = { mailer: ctx.mailer, env: ctx.env };
  const ZOrderParams = z.object({ id: z.uuid({ error: ADMIN_ORDER_NOT_FOUND }) });

  app.get(
    '/orders/:id/tasks',
    {
      schema: {
        operationId: 'listOrderTasks',
        summary: "An order's tasks: who translates and reviews which document, by when, and where each stands",
        tags: ['admin', 'tasks'],
        params: ZOrderParams,
        response: { 200: ZOrderTasksResponse },
      },
    },
    async (request) => ({
      tasks: await listOrderTasks({ db, orderId: request.params.id, manager: manager(request.user) }),
    }),
  );

  app.post(
    '/orders/:id/tasks',
    {
      schema: {
        operationId: 'assignOrderTasks',
        summary: "Assign an order's documents (or the whole order) to a translator and a reviewer",
        errorCodes: ['CONFLICT'],
        tags: ['admin', 'tasks'],
        params: ZOrderParams,
        body: ZAssignTaskRequest,
        response: { 201: ZAssignTaskResponse },
      },
    },
    async (request, reply) => {
      const tasks = await assignOrderTasks({
        db,
        mail,
        readSettings: ctx.readSettings,
        orderId: request.params.id,
        input: request.body,
        manager: manager(request.user),
      });
      return reply.status(201).send({ tasks });
    },
  );

  app.get(
    '/tasks',
    {
      schema: {
        operationId: 'getTaskBoard',
        summary: "The manager's board: open tasks, late first, and the workload per translator",
        tags: ['admin', 'tasks'],
        response: { 200: ZTaskBoardResponse },
      },
    },
    async (request) => listTaskBoard({ db, manager: manager(request.user) }),
  );

  app.get(
    '/tasks/assignees',
    {
      schema: {
        operationId: 'listTaskAssignees',
        summary: 'The staff a task can be assigned to',
        tags: ['admin', 'tasks'],
        response: { 200: ZAssigneesResponse },
      },
    },
    async () => listAssignees(db),
  );

  app.patch(
    '/tasks/:taskId',
    {
      schema: {
        operationId: 'reassignTask',
        summary: "Change a task's translator, reviewer, due date or notes",
        errorCodes: ['CONFLICT'],
        tags: ['admin', 'tasks'],
        params: ZTaskParams,
        body: ZReassignTaskRequest,
        response: { 200: ZTaskResponse },
      },
    },
    async (request) => ({
      task: await reassignTask({
        db,
        mail,
        readSettings: ctx.readSettings,
        taskId: request.params.taskId,
        input: request.body,
        manager: manager(request.user),
      }),
    }),
  );

  app.post(
    '/tasks/:taskId/cancel',
    {
      schema: {
        operationId: 'cancelTask',
        summary: 'Withdraw a task so that its documents can be assigned again',
        errorCodes: ['CONFLICT'],
        tags: ['admin', 'tasks'],
        params: ZTaskParams,
        body: ZTaskReasonRequest,
        response: { 200: ZTaskResponse },
      },
    },
    async (request) => ({
      task: await cancelTask({
        db,
        taskId: request.params.taskId,
        input: request.body,
        manager: manager(request.user),
      }),
    }),
  );
};
