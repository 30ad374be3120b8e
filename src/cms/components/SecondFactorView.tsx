/**
 * The admin's second-factor screen at `/admin/second-factor`, also the admin's "unauthorized" route
 * (payload.config.ts `admin.routes.unauthorized`), so a session the server holds back
 * (src/cms/auth/secondFactor.ts) lands here after signing in:
 * - a session owing its code: the verify form (6-digit code or a recovery code);
 * - an admin or ops account without one in a deployment: the enrolment form (required);
 * - any other staff member: enrol (optional) or "already set up";
 * - an account with no role: "no access to the admin". A visitor is sent to the login.
 * Texts in Spanish and English, the admin's language.
 */
import { MinimalTemplate } from '@payloadcms/next/templates'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import { SecondFactorForm, type SecondFactorTexts } from './SecondFactorForm'

type Lang = 'es' | 'en'

const T: Record<Lang, { title: string; required: string; done: string; noAccess: string; back: string; logout: string; form: SecondFactorTexts }> = {
  es: {
    title: 'Segundo factor',
    required: 'Tu cuenta de administración u operaciones necesita un segundo factor para usar el administrador.',
    done: 'El segundo factor de tu cuenta está activo. Si pierdes el teléfono, usa un código de recuperación o pide a un administrador que lo restablezca.',
    noAccess: 'Esta cuenta no tiene acceso al administrador.',
    back: 'Volver al administrador',
    logout: 'Cerrar sesión',
    form: {
      enrolIntro: 'Configura una app de autenticación (Google Authenticator, Microsoft Authenticator, 1Password…) para tu cuenta.',
      start: 'Configurar',
      scan: 'Escanea este código QR con la app o escribe la clave secreta. Luego escribe el código de 6 dígitos que muestra.',
      secretLabel: 'Clave secreta:',
      codeLabel: 'Código de 6 dígitos',
      confirm: 'Activar',
      verifyIntro: 'Escribe el código de 6 dígitos de tu app de autenticación.',
      verify: 'Verificar',
      useRecovery: 'Usar un código de recuperación',
      useCode: 'Usar el código de la app',
      recoveryLabel: 'Código de recuperación',
      recoveryTitle: 'Códigos de recuperación',
      recoveryIntro: 'Guárdalos en un lugar seguro: no se volverán a mostrar. Cada uno sirve una sola vez si pierdes el teléfono.',
      continue: 'Ya los guardé, continuar',
      errors: {
        WRONG_CODE: 'El código no es correcto o ya se usó. Inténtalo de nuevo.',
        TOO_MANY: 'Demasiados intentos. Espera 15 minutos e inténtalo de nuevo.',
        OTHER: 'No se pudo completar. Recarga la página e inténtalo de nuevo.',
      },
    },
  },
  en: {
    title: 'Second factor',
    required: 'Your admin or operations account needs a second factor to use the admin.',
    done: "Your account's second factor is active. If you lose your phone, use a recovery code or ask an admin to reset it.",
    noAccess: 'This account has no access to the admin.',
    back: 'Back to the admin',
    logout: 'Log out',
    form: {
      enrolIntro: 'Set up an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…) for your account.',
      start: 'Set up',
      scan: 'Scan this QR code with the app or type the secret key. Then enter the 6-digit code it shows.',
      secretLabel: 'Secret key:',
      codeLabel: '6-digit code',
      confirm: 'Turn on',
      verifyIntro: 'Enter the 6-digit code from your authenticator app.',
      verify: 'Verify',
      useRecovery: 'Use a recovery code',
      useCode: 'Use the app code',
      recoveryLabel: 'Recovery code',
      recoveryTitle: 'Recovery codes',
      recoveryIntro: 'Keep them somewhere safe: they will not be shown again. Each one works once if you lose your phone.',
      continue: 'I saved them, continue',
      errors: {
        WRONG_CODE: 'The code is wrong or was already used. Try again.',
        TOO_MANY: 'Too many attempts. Wait 15 minutes and try again.',
        OTHER: 'That did not work. Reload the page and try again.',
      },
    },
  },
}

type ViewUser = { collection?: string; roles?: readonly string[] | null; secondFactorPending?: 'enrol' | 'verify'; secondFactorEnabled?: boolean | null }

/** The `/second-factor` admin view (see the module docs). */
export function SecondFactorView({ initPageResult }: AdminViewServerProps) {
  const { req } = initPageResult
  const { payload, i18n } = req
  const user = req.user as ViewUser | null
  const adminRoute = payload.config.routes.admin
  const api = `${payload.config.routes.api}/users`
  if (!user) redirect(`${adminRoute}/login`)
  const lang: Lang = i18n?.language === 'es' ? 'es' : 'en'
  const t = T[lang]
  const staff = user.collection === 'users'
  const links = (
    <p style={{ marginTop: '2rem' }}>
      {!user.secondFactorPending && staff && (user.roles?.length ?? 0) > 0 && (
        <>
          <a href={adminRoute}>{t.back}</a>
          {' · '}
        </>
      )}
      <a href={`${adminRoute}/logout`}>{t.logout}</a>
    </p>
  )
  let body
  if (!staff || (!user.secondFactorPending && (user.roles?.length ?? 0) === 0)) {
    body = <p role="alert">{t.noAccess}</p>
  } else if (user.secondFactorPending === 'verify') {
    body = <SecondFactorForm mode="verify" api={api} next={adminRoute} texts={t.form} />
  } else if (user.secondFactorPending === 'enrol') {
    body = (
      <>
        <p role="alert">{t.required}</p>
        <SecondFactorForm mode="enrol" api={api} next={adminRoute} texts={t.form} />
      </>
    )
  } else if (user.secondFactorEnabled) {
    body = <p data-testid="second-factor-active">{t.done}</p>
  } else {
    body = <SecondFactorForm mode="enrol" api={api} next={adminRoute} texts={t.form} />
  }
  return (
    <MinimalTemplate>
      <div data-testid="second-factor-view">
        <h1 style={{ marginBottom: '1.5rem' }}>{t.title}</h1>
        {body}
        {links}
      </div>
    </MinimalTemplate>
  )
}
