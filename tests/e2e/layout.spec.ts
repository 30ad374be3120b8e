/**
 * The layout's chat bubble and web check-in link end to end (spec §1, §2 Layout; issue #14 item 15),
 * es and en: the bubble opens with the web chat, the messaging apps and both customer-service phones
 * of the CMS site settings, by pointer and by keyboard; the footer's web check-in link is the site
 * settings' URL.
 */
import type { APIRequestContext } from '@playwright/test'
import { E2E_OPS_PASSWORD } from '../../playwright.config'
import { eachLang, expect, test } from './fixtures'

// The cookie choice is made: the banner would cover the lower half of a phone screen.
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie-consent', value: 'declined', url: baseURL! }])
})

type Settings = { webCheckInUrl: string; phones: { mexico: string; usa: string }; chat: { webChatUrl: string; whatsappUrl: string; messengerUrl: string } }

/** The site settings as the CMS serves them (public read). */
async function siteSettings(request: APIRequestContext): Promise<Settings> {
  const res = await request.get('/api/globals/site-settings/')
  expect(res.ok()).toBe(true)
  return (await res.json()) as Settings
}

eachLang('es', (lang) => {
  const t = {
    es: { open: 'Chatea con nosotros', title: '¿Cómo podemos ayudarte?', webChat: 'Chat en línea', call: 'Llámanos', mexico: 'México', usa: 'EE. UU.' },
    en: { open: 'Chat with us', title: 'How can we help you?', webChat: 'Web chat', call: 'Call us', mexico: 'Mexico', usa: 'USA' },
  }[lang]

  test(`the chat bubble opens with the web chat, the messaging apps and both service phones (${lang})`, async ({ page, request }) => {
    const settings = await siteSettings(request)
    await page.goto(`/${lang}/`)
    const chat = page.locator('details.chat')
    // a <summary>: the browser exposes it as a disclosure button named by its label
    const bubble = chat.locator('summary')
    const panel = chat.locator('.chat__panel')
    await expect(bubble).toBeVisible()
    await expect(bubble).toHaveAttribute('aria-label', t.open)
    await expect(panel).toBeHidden()
    await bubble.click()
    await expect(panel).toBeVisible()
    await expect(panel.getByText(t.title)).toBeVisible()
    const links = panel.getByRole('link')
    await expect(links).toHaveCount(5)
    for (const [name, href] of [
      [t.webChat, settings.chat.webChatUrl],
      ['WhatsApp', settings.chat.whatsappUrl],
      ['Messenger', settings.chat.messengerUrl],
    ]) {
      const link = panel.getByRole('link', { name, exact: true })
      await expect(link).toHaveAttribute('href', href)
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
    // spec §1: customer-service phone numbers for Mexico and the USA
    await expect(panel.getByRole('link', { name: `${t.call} · ${t.mexico}: ${settings.phones.mexico}` })).toHaveAttribute('href', `tel:${settings.phones.mexico.replace(/\s+/g, '')}`)
    await expect(panel.getByRole('link', { name: `${t.call} · ${t.usa}: ${settings.phones.usa}` })).toHaveAttribute('href', `tel:+${settings.phones.usa.replace(/\D+/g, '')}`)
    await bubble.click()
    await expect(panel).toBeHidden()
  })

  test(`the chat bubble works from the keyboard (${lang})`, async ({ page, isMobile }) => {
    test.skip(isMobile, 'keyboard use is a desktop matter')
    await page.goto(`/${lang}/`)
    const chat = page.locator('details.chat')
    const bubble = chat.locator(`summary[aria-label="${t.open}"]`)
    const panel = chat.locator('.chat__panel')
    // the bubble is in the tab order, after the footer
    await page.getByRole('contentinfo').getByRole('link').last().focus()
    for (let i = 0; i < 10 && !(await bubble.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab')
    await expect(bubble).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(panel).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(panel.getByRole('link', { name: t.webChat, exact: true })).toBeFocused()
    await page.keyboard.press('Shift+Tab')
    await expect(bubble).toBeFocused()
    await page.keyboard.press('Space')
    await expect(panel).toBeHidden()
    // Escape closes it as a dropdown closes, focus back on the bubble; so does a click elsewhere
    await page.keyboard.press('Enter')
    await expect(panel).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
    await expect(bubble).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(panel).toBeVisible()
    await page.getByRole('heading', { level: 1 }).click()
    await expect(panel).toBeHidden()
  })

  test(`the footer's web check-in link is the site settings' URL (${lang})`, async ({ page, request }) => {
    const settings = await siteSettings(request)
    await page.goto(`/${lang}/`)
    const link = page.getByRole('contentinfo').getByRole('link', { name: 'Web check-in' })
    await expect(link).toBeVisible()
    await expect(link).toHaveAttribute('href', settings.webCheckInUrl)
    expect(settings.webCheckInUrl).toMatch(/^https:\/\//)
  })
})

test('an edit of the web check-in URL in the CMS reaches the footer', async ({ page, request, isMobile }) => {
  test.skip(isMobile, 'a CMS edit: once, on desktop')
  const login = await request.post('/api/users/login/', { data: { email: 'ops@hotelarte.example', password: E2E_OPS_PASSWORD } })
  expect(login.ok()).toBe(true)
  const headers = { Authorization: `JWT ${(await login.json()).token as string}` }
  const before = (await siteSettings(request)).webCheckInUrl
  const moved = 'https://checkin2.hotelarte.example/start/'
  try {
    expect((await request.post('/api/globals/site-settings/', { headers, data: { webCheckInUrl: moved } })).ok()).toBe(true)
    for (const lang of ['es', 'en']) {
      await expect(async () => {
        await page.goto(`/${lang}/`)
        await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Web check-in' })).toHaveAttribute('href', moved, { timeout: 1000 })
      }).toPass({ timeout: 10_000 })
    }
  } finally {
    await request.post('/api/globals/site-settings/', { headers, data: { webCheckInUrl: before } })
  }
})
