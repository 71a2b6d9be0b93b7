import type { TStaffRole } from '@sello/shared/staff-roles';
import {
  type TInviteStaffRequest,
  ZStaffInvitationResponse,
  ZStaffListResponse,
  ZStaffMemberResponse,
} from '@sello/shared/staff-schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** `GET /api/admin/staff`: staff members and open invitations (the owner's). */
export const staffQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'staff'],
    queryFn: ({ signal }) => apiClient.get('/admin/staff', { schema: ZStaffListResponse, signal }),
  });

export const useStaff = () => useQuery(staffQueryOptions());

const useInvalidateStaff = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: staffQueryOptions().queryKey });
};

/** `POST /api/admin/staff/invitations`. */
export const useInviteStaff = () => {
  const invalidate = useInvalidateStaff();
  return useMutation({
    mutationFn: (input: TInviteStaffRequest) =>
      apiClient.post('/admin/staff/invitations', input, { schema: ZStaffInvitationResponse }),
    onSuccess: invalidate,
  });
};

/** `POST /api/admin/staff/invitations/:id/resend`: a new link, the old one stops working. */
export const useResendInvitation = () => {
  const invalidate = useInvalidateStaff();
  return useMutation({
    mutationFn: (id: string) =>
      apiClient.post(`/admin/staff/invitations/${encodeURIComponent(id)}/resend`, undefined, {
        schema: ZStaffInvitationResponse,
      }),
    onSuccess: invalidate,
  });
};

/** `DELETE /api/admin/staff/invitations/:id`. */
export const useRevokeInvitation = () => {
  const invalidate = useInvalidateStaff();
  return useMutation({
    mutationFn: (id: string) => apiClient.delete<void>(`/admin/staff/invitations/${encodeURIComponent(id)}`),
    onSuccess: invalidate,
  });
};

/** `PUT /api/admin/staff/:userId/role`: the member's sessions end. */
export const useChangeStaffRole = () => {
  const invalidate = useInvalidateStaff();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: TStaffRole }) =>
      apiClient.put(`/admin/staff/${encodeURIComponent(userId)}/role`, { role }, { schema: ZStaffMemberResponse }),
    onSuccess: invalidate,
  });
};

/** `DELETE /api/admin/staff/:userId`: the role is cleared and every session ends. */
export const useRemoveStaffMember = () => {
  const invalidate = useInvalidateStaff();
  return useMutation({
    mutationFn: (userId: string) => apiClient.delete<void>(`/admin/staff/${encodeURIComponent(userId)}`),
    onSuccess: invalidate,
  });
};
