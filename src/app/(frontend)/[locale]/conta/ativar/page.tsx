import { type Props, ActivateView, activateMetadata, checkAccountPath } from '@/features/account/server/AccountViews'

/** Activation (resend verification), Portuguese spelling: `/pt/conta/ativar/`. */
export const dynamic = 'force-dynamic'
export const generateMetadata = activateMetadata
export default async function Page(props: Props) {
  await checkAccountPath(props, 'activate', 'conta/ativar')
  return <ActivateView {...props} />
}
