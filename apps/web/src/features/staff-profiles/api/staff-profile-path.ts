/** Whose profile a page shows: the signed-in staff member's own, or (back office) a staff member's by id. */
export type TProfileOwner = 'me' | { userId: string };

export const staffProfilePath = (owner: TProfileOwner): string =>
  owner === 'me' ? '/staff/me/profile' : `/admin/staff/${encodeURIComponent(owner.userId)}/profile`;

export const staffProfileKey = (owner: TProfileOwner) =>
  ['staff-profile', owner === 'me' ? 'me' : owner.userId] as const;
