/**
 * Staff roles (architecture §10): admin (everything), editor (pages, banners, sale popup, media,
 * header/footer), ops (site settings incl. the maintenance flag, operational reference data).
 */
export const staffRoles = ['admin', 'editor', 'ops'] as const
export type StaffRole = (typeof staffRoles)[number]

type MaybeUser = { collection?: string; roles?: readonly string[] | null; secondFactorPending?: unknown } | null | undefined

/** True when the request's user is staff (the `users` collection) and holds one of the roles. */
export function hasRole(user: MaybeUser, ...roles: StaffRole[]): boolean {
  if (!user || (user.collection && user.collection !== 'users')) return false
  // a session that still owes its second factor holds no role (src/cms/auth/secondFactor.ts)
  if (user.secondFactorPending) return false
  return (user.roles ?? []).some((r) => (roles as string[]).includes(r))
}
