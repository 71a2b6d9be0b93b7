import { ZAuditPage, ZAuditPageQuery } from '@sello/shared/audit-schemas';
import {
  ZChangeStaffRoleRequest,
  ZInviteStaffRequest,
  ZStaffInvitationResponse,
  ZStaffListResponse,
  ZStaffMemberResponse,
} from '@sello/shared/staff-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppContext } from '../../app-context.ts';
import { guardEveryRoute } from '../../auth/authenticate.ts';
import type { TUserRow } from '../../db/schema.ts';
import { listStaffAudit } from '../../services/audit/list-staff-audit.ts';
import { changeStaffRole } from '../../services/staff/change-staff-role.ts';
import { inviteStaff } from '../../services/staff/invite-staff.ts';
import { listStaff } from '../../services/staff/list-staff.ts';
import { removeStaffMember } from '../../services/staff/remove-staff-member.ts';
import { resendStaffInvitation } from '../../services/staff/resend-staff-invitation.ts';
import { revokeStaffInvitation } from '../../services/staff/revoke-staff-invitation.ts';
import { INVITATION_NOT_FOUND } from '../../services/staff/staff-invitations.ts';
import { STAFF_MEMBER_NOT_FOUND } from '../../services/staff/staff-members.ts';

const ZInvitationParams = z.object({ id: z.uuid({ error: INVITATION_NOT_FOUND }) });
// :userId, as the staff profile routes under /api/admin/staff/:userId name it.
const ZMemberParams = z.object({ userId: z.uuid({ error: STAFF_MEMBER_NOT_FOUND }) });

/** /api/admin/staff: the owner's staff page (issue 30): members, invitations, roles, removal, the staff activity. */
export const adminStaffRoutes: FastifyPluginAsyncZod<{ ctx: TAppContext }> = async (app, { ctx }) => {
  guardEveryRoute(app, ctx.auth.requireOwner);
  const { db } = ctx;
  const mail = {
    mailer: ctx.mailer,
    readSettings: ctx.readSettings,
    brandName: ctx.env.BRAND_NAME,
    publicUrl: ctx.env.PUBLIC_URL,
  };
  // requireOwner ran: the user is there.
  const owner = (user: TUserRow | null) => user as TUserRow;

  app.get(
    '/staff',
    {
      schema: {
        operationId: 'listStaff',
        summary: 'List staff members and open invitations',
        tags: ['admin'],
        response: { 200: ZStaffListResponse },
      },
    },
    async () => listStaff({ db }),
  );

  app.get(
    '/staff/activity',
    {
      schema: {
        operationId: 'listStaffActivity',
        summary: 'Read the staff changes (invitations, roles, removals, credentials, images), newest first',
        tags: ['admin'],
        querystring: ZAuditPageQuery,
        response: { 200: ZAuditPage },
      },
    },
    async (request) => listStaffAudit({ db, page: request.query.page }),
  );

  app.post(
    '/staff/invitations',
    {
      schema: {
        operationId: 'inviteStaff',
        summary: 'Invite someone to the staff by email, with a role',
        errorCodes: ['CONFLICT'],
        tags: ['admin'],
        body: ZInviteStaffRequest,
        response: { 201: ZStaffInvitationResponse },
      },
    },
    async (request, reply) => {
      const invitation = await inviteStaff({ db, mail, owner: owner(request.user), input: request.body });
      return reply.code(201).send({ invitation });
    },
  );

  app.post(
    '/staff/invitations/:id/resend',
    {
      schema: {
        operationId: 'resendStaffInvitation',
        summary: 'Send an invitation again with a new link (the old one stops working)',
        tags: ['admin'],
        params: ZInvitationParams,
        response: { 200: ZStaffInvitationResponse },
      },
    },
    async (request) => ({
      invitation: await resendStaffInvitation({
        db,
        mail,
        owner: owner(request.user),
        invitationId: request.params.id,
      }),
    }),
  );

  app.delete(
    '/staff/invitations/:id',
    {
      schema: {
        operationId: 'revokeStaffInvitation',
        summary: 'Withdraw an invitation',
        tags: ['admin'],
        params: ZInvitationParams,
      },
    },
    async (request, reply) => {
      await revokeStaffInvitation({ db, invitationId: request.params.id, actorUserId: owner(request.user).id });
      return reply.code(204).send();
    },
  );

  app.put(
    '/staff/:userId/role',
    {
      schema: {
        operationId: 'changeStaffRole',
        summary: "Change a staff member's role (their sessions end)",
        errorCodes: ['CONFLICT'],
        tags: ['admin'],
        params: ZMemberParams,
        body: ZChangeStaffRoleRequest,
        response: { 200: ZStaffMemberResponse },
      },
    },
    async (request) => ({
      member: await changeStaffRole({
        db,
        userId: request.params.userId,
        role: request.body.role,
        actorUserId: owner(request.user).id,
      }),
    }),
  );

  app.delete(
    '/staff/:userId',
    {
      schema: {
        operationId: 'removeStaffMember',
        summary: 'Remove someone from the staff: role cleared, sessions ended, seal and signature deleted',
        errorCodes: ['CONFLICT'],
        tags: ['admin'],
        params: ZMemberParams,
      },
    },
    async (request, reply) => {
      await removeStaffMember({
        db,
        storage: ctx.storage,
        logger: request.log,
        userId: request.params.userId,
        actorUserId: owner(request.user).id,
      });
      return reply.code(204).send();
    },
  );
};
