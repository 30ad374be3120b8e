import { getTranslations } from 'next-intl/server'
import type { SiteSettingsDoc } from '../../../lib/graphql/documents'
import { safeHref } from '../../../lib/safeUrl'
import { SITE_PANEL } from '../../../components/panels'

/**
 * Chat bubble (spec §1 "Web chat, with messaging apps, and customer-service phone numbers for Mexico
 * and the USA"; §2 Layout): web chat, messaging apps and both service phones, from the site settings.
 * One of the site's exclusive panels (panels.ts): it closes on Escape and on a press outside.
 */
export async function ChatBubble({ settings }: { settings: SiteSettingsDoc | null }) {
  const [t, m] = await Promise.all([getTranslations('chat'), getTranslations('maintenance')])
  const chat = settings?.chat
  const phones = [
    settings?.phones?.mexico && { href: `tel:${settings.phones.mexico.replace(/\s+/g, '')}`, label: `${t('call')} · ${m('mexico')}: ${settings.phones.mexico}` },
    settings?.phones?.usa && { href: `tel:+${settings.phones.usa.replace(/\D+/g, '')}`, label: `${t('call')} · ${m('usa')}: ${settings.phones.usa}` },
  ].filter(Boolean) as { href: string; label: string }[]
  const links = [
    // only http(s) links, whatever was typed in the CMS
    safeHref(chat?.webChatUrl) && { href: safeHref(chat?.webChatUrl)!, label: t('webChat') },
    safeHref(chat?.whatsappUrl) && { href: safeHref(chat?.whatsappUrl)!, label: t('whatsapp') },
    safeHref(chat?.messengerUrl) && { href: safeHref(chat?.messengerUrl)!, label: t('messenger') },
  ].filter(Boolean) as { href: string; label: string }[]
  if (links.length === 0 && phones.length === 0) return null
  return (
    <details className="chat" name={SITE_PANEL}>
      <summary aria-label={t('open')}>
        <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24">
          <path fill="currentColor" d="M4 4h16a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z" />
        </svg>
      </summary>
      <div className="chat__panel">
        <p className="chat__title">{t('title')}</p>
        <ul>
          {links.map((l) => (
            <li key={l.label}>
              <a href={l.href} target="_blank" rel="noopener noreferrer">
                {l.label}
              </a>
            </li>
          ))}
          {phones.map((p) => (
            <li key={p.href}>
              <a href={p.href}>{p.label}</a>
            </li>
          ))}
        </ul>
      </div>
    </details>
  )
}
