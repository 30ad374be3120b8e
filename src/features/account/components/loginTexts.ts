/**
 * The account texts the header's account menu needs on every page, its login dialog (loaded when
 * opened) and the dialog's forgotten-password form included: only these travel in each page's RSC
 * payload, not the whole `account` namespace (70 texts, ~4.7 KB per page, most for the account pages).
 */
import type { Messages } from '../../../lib/i18n/dictionaries'

const KEYS = [
  'login',
  'logout',
  'greeting',
  'myAccount',
  'accountMenu',
  'loginTitle',
  'close',
  'continueWith',
  'orContinueWith',
  'providers',
  'email',
  'password',
  'remember',
  'firstName',
  'lastName',
  'errors',
  'sending',
  'submitLogin',
  'submitSignUp',
  'signUpTitle',
  'signUpDone',
  'goToActivation',
  'haveAccount',
  'noAccount',
  'toLogin',
  'toSignUp',
  'backToLogin',
  'forgotLink',
  'forgotTitle',
  'forgotText',
  'forgotSubmit',
  'forgotSent',
] as const satisfies readonly (keyof Messages['account'])[]

export type LoginTexts = Pick<Messages['account'], (typeof KEYS)[number]>

/** The texts of `LoginTexts` picked from the dictionary's `account` namespace. */
export function loginTexts(account: Messages['account']): LoginTexts {
  return Object.fromEntries(KEYS.map((k) => [k, account[k]])) as LoginTexts
}
