import type { CollectionConfig } from 'payload'
import { adminOrSelf } from '../access/adminOrSelf'
import { isAdmin, isAdminField } from '../access/isAdmin'
import { staffRoles } from '../access/roles'
import { secondFactorEndpoints, staffSecondFactorGate } from '../auth/secondFactor'
import { adminGroups } from '../groups'
import { clearStaffThrottle, throttleStaffAuth } from '../hooks/authGuards'
import { secureCookies } from '../../lib/cookieOptions'

const ROLE_LABELS: Record<(typeof staffRoles)[number], { en: string; es: string }> = {
  admin: { en: 'Admin', es: 'Administrador' },
  editor: { en: 'Editor', es: 'Editor' },
  ops: { en: 'Operations', es: 'Operaciones' },
}

/** Staff accounts for the admin (architecture §10). Customers live in their own collection. */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: { en: 'Staff user', es: 'Usuario del personal' }, plural: { en: 'Staff users', es: 'Usuarios del personal' } },
  admin: {
    useAsTitle: 'email',
    group: adminGroups.admin,
    description: {
      en: 'Staff who use this admin. Each one may save the language the admin opens in.',
      es: 'El personal que usa este administrador. Cada quien puede guardar el idioma en que se abre el administrador.',
    },
  },
  // No lock after N bad passwords (a stranger could keep an admin locked out): a throttle per client
  // address + account instead (src/cms/hooks/authGuards.ts).
  // The session cookie (`payload-token`): HttpOnly (Payload's), SameSite=Lax, Secure on an https site
  // like the customers' (secureCookies: from SITE_URL, never the request, which is http behind the proxy);
  // it also works from the site's other addresses under the one same-origin rule (src/cms/auth/sameOriginCookie.ts).
  // Every staff token goes through the second-factor gate first (src/cms/auth/secondFactor.ts): a
  // session that owes its TOTP code acts with no roles until it is given.
  auth: { maxLoginAttempts: 0, tokenExpiration: 8 * 60 * 60, strategies: [staffSecondFactorGate], cookies: { sameSite: 'Lax', secure: secureCookies() } },
  hooks: { beforeOperation: [throttleStaffAuth], afterLogin: [clearStaffThrottle] },
  endpoints: secondFactorEndpoints,
  access: {
    admin: ({ req: { user } }) => Boolean(user && user.collection === 'users' && (user.roles?.length ?? 0) > 0),
    // a session owing its second factor still reads its own record (the admin's sign-in state)
    read: (args) => {
      const user = args.req.user as { id: number | string; collection?: string; secondFactorPending?: unknown } | null
      if (user?.collection === 'users' && user.secondFactorPending) return { id: { equals: user.id } }
      return adminOrSelf(args)
    },
    create: isAdmin,
    update: adminOrSelf,
    delete: isAdmin,
    unlock: isAdmin,
  },
  fields: [
    { name: 'name', type: 'text', label: { en: 'Name', es: 'Nombre' } },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['editor'],
      label: { en: 'Roles', es: 'Roles' },
      admin: {
        description: {
          en: 'Admin: everything. Editor: pages, banners, images, header and footer, ticket products. Ops: site settings, hotels, currencies, payment methods, banks.',
          es: 'Admin: todo. Editor: páginas, banners, imágenes, encabezado y pie, productos de boletos. Ops: ajustes del sitio, hoteles, monedas, formas de pago, bancos.',
        },
      },
      options: staffRoles.map((r) => ({ label: ROLE_LABELS[r], value: r })),
      saveToJWT: true,
      access: { create: isAdminField, update: isAdminField },
    },
    {
      name: 'secondFactorEnabled',
      type: 'checkbox',
      defaultValue: false,
      label: { en: 'Second factor (authenticator app)', es: 'Segundo factor (app de autenticación)' },
      // set only by the enrolment endpoints and the reset command (src/cms/auth/secondFactor.ts)
      access: { create: () => false, update: () => false },
      admin: {
        readOnly: true,
        position: 'sidebar',
        description: {
          en: 'Set up at Admin › Second factor (/admin/second-factor). Required for admins and ops on the live site. Reset: npm run staff:second-factor -- reset <email>.',
          es: 'Se configura en Admin › Segundo factor (/admin/second-factor). Obligatorio para administradores y operaciones en el sitio en producción. Restablecer: npm run staff:second-factor -- reset <correo>.',
        },
      },
    },
    {
      // the sealed TOTP secret, recovery-code digests and verified sessions: never through the API
      name: 'secondFactor',
      type: 'json',
      access: { read: () => false, create: () => false, update: () => false },
      admin: { hidden: true, disableBulkEdit: true, disableListColumn: true, disableListFilter: true },
    },
    {
      name: 'adminLanguage',
      type: 'select',
      label: { en: 'Admin language', es: 'Idioma del administrador' },
      options: [
        { label: { en: 'Spanish', es: 'Español' }, value: 'es' },
        { label: { en: 'English', es: 'Inglés' }, value: 'en' },
      ],
      admin: {
        description: {
          en: 'The admin opens in this language when you sign in Empty: the language chosen in Account, else the browser’s.',
          es: 'El administrador se abre en este idioma al iniciar sesión. Vacío: el idioma elegido en Cuenta o, si no, el del navegador.',
        },
      },
    },
  ],
}
