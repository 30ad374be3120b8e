/**
 * Header, navigation and the sticky bars (issue #19 item 3, docs/design.md), in a real browser:
 * - desktop at 1280 and 1366 px, es/en/pt: the header is one row (every item's box inside the bar's
 *   one row, the links on one line), the wordmark and the login button on one line each;
 * - a phone at 390×844: the header is at most 64 px, the sticky booking bar shows and its button
 *   opens the booking box; the chat button sits above the bar;
 * - the search results at 390 px: the stay and its pencil on one row, the steps and the category
 *   chips on one row each, the first room on the first screen;
 * - 320 px: no page scrolls sideways;
 * - every phone width from 320 to 430 px, es/en/pt: the header's row fits inside the screen with its
 *   side padding (at 369–387 px it ran past the edge before: the compact header began at 368 px);
 * - step 1 and step 2 at 390 px: the total and the button ('Continue', 'Pay and book') are on the
 *   first screen, and the chat button's box does not touch them;
 * - every page type at 390 px, es/en, with the language list, the chat panel and the booking box open
 *   too: every tap target is at least 44 px tall and 24 px wide (44 px wide in the header bar);
 * - the phone's language list and menu drawer close on Escape and on a press outside.
 */
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { bookableStay } from '../helpers/stay'

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie-consent', value: 'declined', url: baseURL! }])
})

/** How many lines an element's text is laid out on (distinct tops of its text's line boxes). */
async function lineCount(locator: Locator): Promise<number> {
  return locator.evaluate((el) => {
    const range = document.createRange()
    range.selectNodeContents(el)
    const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0).map((r) => Math.round(r.top)))
    return tops.size
  })
}

const box = async (l: Locator) => (await l.boundingBox())!
const intersects = (a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

const LOGIN = { es: 'Iniciar sesión', en: 'Log in', pt: 'Entrar' } as const
const BOOK = { es: 'Reservar', en: 'Book now', pt: 'Reservar agora' } as const
const NAV = { es: 'Navegación principal', en: 'Main navigation', pt: 'Navegação principal' } as const

test.describe('desktop header', () => {
  test.skip(({ isMobile }) => isMobile, 'desktop widths')
  for (const width of [1280, 1366]) {
    for (const lang of ['es', 'en', 'pt'] as const) {
      test(`one row at ${width} px in ${lang}; the wordmark and '${LOGIN[lang]}' do not wrap`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 })
        await page.goto(`/${lang}/`)
        const bar = page.locator('.site-header__bar')
        const b = await box(bar)
        expect(b.height, 'the bar is one row tall').toBeLessThanOrEqual(80)
        const nav = page.locator('.nav--desktop')
        await expect(nav).toBeVisible()
        const logo = page.getByRole('banner').getByRole('link', { name: 'Hotel Arte' })
        await expect(logo.getByRole('img', { name: 'Hotel Arte' })).toBeVisible()
        const login = page.getByRole('button', { name: LOGIN[lang] })
        await expect(login).toBeEnabled()
        const items = [logo, nav, page.getByRole('button', { name: BOOK[lang], exact: true }), page.locator('.lang'), login]
        for (const item of items) {
          const i = await box(item)
          expect(i.y, 'inside the bar').toBeGreaterThanOrEqual(b.y)
          expect(i.y + i.height, 'inside the bar').toBeLessThanOrEqual(b.y + b.height + 0.5)
          expect(i.x + i.width, 'inside the screen').toBeLessThanOrEqual(width)
        }
        // every navigation link on the same line, each on one line
        const links = await page.getByRole('navigation', { name: NAV[lang] }).filter({ visible: true }).getByRole('link').all()
        expect(links.length).toBeGreaterThan(3)
        const tops = new Set<number>()
        for (const link of links) {
          tops.add(Math.round((await box(link)).y))
          expect(await lineCount(link), (await link.textContent()) ?? '').toBe(1)
        }
        expect([...tops]).toHaveLength(1)
        expect(await lineCount(login.locator('.account-menu__label'))).toBe(1)
        expect(await lineCount(page.getByRole('button', { name: BOOK[lang], exact: true }))).toBe(1)
        expect((await box(logo)).height).toBeLessThanOrEqual(48)
        // the page does not scroll sideways
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      })
    }
  }
})

test.describe('phone header and sticky bars', () => {
  test.skip(({ isMobile }) => !isMobile, 'phone widths')
  test.use({ viewport: { width: 390, height: 844 } })

  for (const lang of ['es', 'en'] as const) {
    test(`a compact header and the sticky booking bar (${lang})`, async ({ page }) => {
      await page.goto(`/${lang}/`)
      const header = page.locator('.site-header')
      expect((await box(header)).height).toBeLessThanOrEqual(64)
      // the menu is a drawer under the bar; the language and account entries stay in the bar, unwrapped
      await expect(page.getByRole('banner').getByRole('img', { name: 'Hotel Arte' })).toBeVisible()
      await expect(page.getByRole('button', { name: LOGIN[lang] })).toBeVisible()
      const bar = page.locator('.booking-bar')
      await expect(bar).toBeVisible()
      const b = await box(bar)
      expect(b.y + b.height).toBeCloseTo(844, 0)
      await expect(bar).toContainText(lang === 'es' ? 'Elige fechas y huéspedes' : 'Choose dates and guests')
      // the chat button sits above the bar
      const chat = await box(page.locator('details.chat > summary'))
      expect(intersects(chat, b)).toBe(false)
      const book = bar.getByRole('button', { name: BOOK[lang], exact: true })
      await book.click()
      await expect(page.getByRole('dialog', { name: lang === 'es' ? 'Reserva tu estancia' : 'Book your stay' })).toBeVisible()
    })
  }

  test('the language list and the menu drawer close as a dropdown does: Escape (focus back on the button) and a press outside', async ({ page }) => {
    await page.goto('/en/faqs/')
    const menu = page.locator('.nav--mobile > summary')
    const drawer = page.locator('.nav--mobile').getByRole('navigation', { name: 'Main navigation' })
    await menu.click()
    await expect(drawer).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
    await expect(menu).toBeFocused()
    // a tap on the page's heading, below the language list's panel, closes the list and does nothing else
    const languages = page.locator('.lang__picker > summary')
    const list = page.getByRole('navigation', { name: 'Language' })
    await languages.click()
    await expect(list).toBeVisible()
    await page.getByRole('heading', { level: 1 }).tap()
    await expect(list).toBeHidden()
    await expect(page).toHaveURL(/\/en\/faqs\/$/)
    // a press inside keeps it open: its link is followed
    await languages.click()
    await list.getByRole('link', { name: /^ES\b/ }).click()
    await expect(page).toHaveURL(/\/es\/faqs\/$/)
  })

  test('the sticky bar shows the dates, rooms and guests of the last search, whole, and its booking box opens on them and its hotel', async ({ page, request }) => {
    const stay = await bookableStay(request, 50)
    const summary = page.locator('.booking-bar__stay')
    const party = page.locator('.booking-bar__label')
    const dates = (locale: string) => {
      const f = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' })
      return `${f.format(new Date(`${stay.checkIn}T00:00:00Z`))} – ${f.format(new Date(`${stay.checkOut}T00:00:00Z`))}`
    }
    await page.goto(`/en/search/?checkin=${stay.checkIn}&checkout=${stay.checkOut}&guests[0][adults]=2&currency=USD`)
    await page.goto('/en/')
    await expect(summary).toHaveText(dates('en-US'))
    await expect(party).toHaveText('2 guests')
    // two rooms, a child with an age and one declared without (the search drops it, so does the bar)
    await page.goto(
      `/es/busqueda/?checkin=${stay.checkIn}&checkout=${stay.checkOut}&guests[0][adults]=2&guests[0][children]=1&guests[0][childrenages]=7&guests[1][adults]=2&guests[1][children]=1&currency=USD`,
    )
    await expect(page.getByTestId('search-summary')).toContainText('2 habitaciones · 4 adultos, 1 menor')
    await page.goto('/es/')
    await expect(summary).toHaveText(dates('es-MX'))
    await expect(party).toHaveText('2 hab. · 5 huéspedes')
    // both fit the bar: nothing cut off
    for (const line of [summary, party]) expect(await line.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true)
    // its Book button opens the booking box on that stay and those rooms: sent as it is, it searches them again
    await page.locator('.booking-bar').getByRole('button', { name: BOOK.es, exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Reserva tu estancia' })
    await expect(dialog.getByRole('combobox', { name: 'Edad del menor 1' })).toHaveValue('7')
    await dialog.getByRole('button', { name: 'Buscar', exact: true }).click()
    await expect(page).toHaveURL(/\/es\/busqueda\/\?/)
    const again = new URL(page.url()).searchParams
    expect([again.get('checkin'), again.get('checkout')]).toEqual([stay.checkIn, stay.checkOut])
    expect([again.get('guests[0][adults]'), again.get('guests[0][childrenages]'), again.get('guests[1][adults]'), again.get('guests[1][children]')]).toEqual(['2', '7', '2', '0'])
    // a search at another of the group's hotels: the box opens on that hotel
    await page.goto(`/es/busqueda/?checkin=${stay.checkIn}&checkout=${stay.checkOut}&guests[0][adults]=2&hotel=HXM&currency=USD`)
    await page.goto('/es/')
    await page.locator('.booking-bar').getByRole('button', { name: BOOK.es, exact: true }).click()
    await expect(dialog.getByRole('combobox', { name: 'Hotel' })).toHaveValue('HXM')
  })

  for (const lang of ['es', 'en'] as const) {
    test(`the search results' top is compact: the stay and its pencil on one row, the steps and the categories on one row each, the first room on the first screen (${lang})`, async ({
      page,
      request,
    }) => {
      const stay = await bookableStay(request, 60)
      await page.goto(`/${lang}/${lang === 'es' ? 'busqueda' : 'search'}/?checkin=${stay.checkIn}&checkout=${stay.checkOut}&guests[0][adults]=2&currency=MXN`)
      const summary = page.getByTestId('search-summary')
      const action = summary.locator('.search-summary__action')
      // the action is a 44 px pencil beside the dates; its words stay its accessible text
      await expect(action).toHaveText(lang === 'es' ? 'Modificar búsqueda' : 'Modify search')
      const a = await box(action)
      expect(a.width).toBeGreaterThanOrEqual(44)
      expect(a.height).toBeGreaterThanOrEqual(44)
      const dates = await box(summary.locator('.search-summary__dates'))
      expect(a.x).toBeGreaterThan(dates.x + dates.width)
      expect(a.y).toBeLessThan(dates.y + dates.height)
      // the three steps on one row, only the current one named on screen; the others' names are still read out
      const steps = await page.locator('.steps li').evaluateAll((lis) => lis.map((li) => Math.round(li.getBoundingClientRect().top)))
      expect(new Set(steps).size).toBe(1)
      const names = page.locator('.steps .steps__label')
      await expect(names).toHaveText(lang === 'es' ? ['Habitaciones', 'Reserva', 'Confirmación'] : ['Rooms', 'Booking', 'Confirmation'])
      expect((await box(names.nth(0))).width).toBeGreaterThan(40)
      for (const i of [1, 2]) expect((await box(names.nth(i))).width).toBeLessThanOrEqual(1)
      // the categories on one row, 44 px chips; the row scrolls inside itself and the page does not scroll sideways
      const chips = page.getByRole('navigation', { name: lang === 'es' ? 'Categorías de habitación' : 'Room categories' }).getByRole('link')
      const tops = await chips.evaluateAll((links) => links.map((l) => Math.round(l.getBoundingClientRect().top)))
      expect(tops.length).toBeGreaterThan(3)
      expect(new Set(tops).size).toBe(1)
      expect((await box(chips.first())).height).toBeGreaterThanOrEqual(44)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
      await chips.last().scrollIntoViewIfNeeded()
      await expect(chips.last()).toBeInViewport()
      // the first room's photo starts in the upper 60 % of the screen (it started at ~600 px of 844)
      await page.evaluate(() => window.scrollTo(0, 0))
      expect((await box(page.locator('.room-card').first())).y).toBeLessThan(844 * 0.6)
      // a rate's text runs the screen's width less 100 px (290 of 390; 108 less with the room card's
      // wider padding), its price and "average per night" on one line
      const rate = page.locator('.room-card .rate').first()
      expect((await box(rate.locator('h4'))).width).toBeGreaterThanOrEqual(page.viewportSize()!.width - 101)
      const price = await box(rate.locator('.rate__avg'))
      const label = await box(rate.locator('.rate__label'))
      expect(label.x).toBeGreaterThan(price.x + price.width - 1)
      expect(Math.abs(label.y + label.height - (price.y + price.height))).toBeLessThan(8)
    })
  }

  test('step 1 and step 2 keep the total and their button on the first screen, clear of the chat button', async ({ page, request }) => {
    const stay = await bookableStay(request, 55)
    await page.goto(`/es/busqueda/?checkin=${stay.checkIn}&checkout=${stay.checkOut}&guests[0][adults]=2&currency=USD`)
    await page
      .locator('.room-card')
      .first()
      .getByRole('link', { name: /^Seleccionar/ })
      .first()
      .click()
    await expect(page).toHaveURL(/sel=/)
    await page.evaluate(() => window.scrollTo(0, 0))
    const inView = async (l: Locator) => {
      await expect(l).toBeVisible()
      const b = await box(l)
      expect(b.y).toBeGreaterThanOrEqual(0)
      expect(b.y + b.height).toBeLessThanOrEqual(844)
      return b
    }
    const chat = () => box(page.locator('details.chat > summary'))
    const total = await inView(page.getByTestId('summary-total'))
    const cont = await inView(page.getByRole('button', { name: 'Continuar' }))
    for (const b of [total, cont]) expect(intersects(await chat(), b)).toBe(false)
    // the booking bar gives way to the step's own bar
    await expect(page.locator('.booking-bar')).toBeHidden()
    await page.getByRole('button', { name: 'Continuar' }).click()
    await expect(page).toHaveURL(/\/es\/reserva\/\?/)
    const due = await inView(page.getByTestId('due-now'))
    const pay = await inView(page.getByRole('button', { name: 'Pagar y reservar' }))
    for (const b of [due, pay]) expect(intersects(await chat(), b)).toBe(false)
  })

  test('the content meets the footer without an empty band; at the end of the page the chat button covers none of it', async ({ page }) => {
    // pages longer than a screen (a short one keeps its footer down with main's minimum height)
    for (const path of ['/es/', '/en/terms-of-use/']) {
      await page.goto(path)
      // the page's own bottom padding and the footer's top margin, no more (an extra reserve for the chat button made ~170 px)
      const [content, footer] = [await box(page.locator('main > *').last()), await box(page.locator('.site-footer'))]
      expect(footer.y - (content.y + content.height)).toBeLessThanOrEqual(100)
      // the room for the button is at the page's end, under the footer's last line
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
      const legal = page.locator('.site-footer__legal')
      await expect(legal).toBeInViewport()
      expect(intersects(await box(page.locator('details.chat > summary')), await box(legal))).toBe(false)
    }
  })
})

test.describe('every phone width', () => {
  test.skip(({ isMobile }) => !isMobile, 'phone widths')

  for (const lang of ['es', 'en', 'pt'] as const) {
    test(`the header's row fits the screen, its side padding kept, from 320 to 430 px (${lang})`, async ({ page }) => {
      await page.setViewportSize({ width: 430, height: 800 })
      await page.goto(`/${lang}/`)
      const misfits: string[] = []
      for (let width = 320; width <= 430; width++) {
        await page.setViewportSize({ width, height: 800 })
        const m = await page.evaluate(() => {
          const header = document.querySelector('.site-header') as HTMLElement
          const items = [...header.querySelectorAll('.logo, .lang a, .lang span, .site-header__actions button, .site-header__actions summary, .site-header__actions a')]
          const edges = items.map((el) => el.getBoundingClientRect()).filter((r) => r.width > 0)
          return {
            left: Math.min(...edges.map((r) => r.left)),
            right: Math.max(...edges.map((r) => r.right)),
            height: header.getBoundingClientRect().height,
            scroll: document.documentElement.scrollWidth,
          }
        })
        // 8 px: the compact header's side padding (--space-2), the least a row keeps from the screen's edge
        if (m.scroll > width || m.left < 8 - 0.5 || m.right > width - 8 + 0.5 || m.height > 64)
          misfits.push(`${width} px: items ${Math.round(m.left)}–${Math.round(m.right)}, page ${m.scroll} wide, header ${Math.round(m.height)} px`)
      }
      expect(misfits).toEqual([])
    })
  }
})

test.describe('320 px', () => {
  test.skip(({ isMobile }) => !isMobile, 'phone widths')
  test.use({ viewport: { width: 320, height: 640 } })

  test('no page scrolls sideways', async ({ page, request }) => {
    const stay = await bookableStay(request, 65)
    const q = `checkin=${stay.checkIn}&checkout=${stay.checkOut}&guests[0][adults]=2&currency=USD`
    const wide = async (p: Page) => p.evaluate(() => document.documentElement.scrollWidth)
    for (const path of ['/es/', '/en/', '/pt/', '/es/faqs/', `/es/busqueda/?${q}`, `/en/search/?${q}`, '/es/tienda/', '/es/tienda/parque-arte-selva/', '/es/carrito/', '/es/mi-reserva/']) {
      await page.goto(path)
      expect(await wide(page), path).toBeLessThanOrEqual(320)
      expect((await box(page.locator('.site-header'))).height, path).toBeLessThanOrEqual(64)
    }
    // with a rate chosen, and step 2
    await page.goto(`/es/busqueda/?${q}`)
    await page
      .locator('.room-card')
      .first()
      .getByRole('link', { name: /^Seleccionar/ })
      .first()
      .click()
    await expect(page).toHaveURL(/sel=/)
    expect(await wide(page)).toBeLessThanOrEqual(320)
    await page.getByRole('button', { name: 'Continuar' }).click()
    await expect(page).toHaveURL(/\/es\/reserva\/\?/)
    expect(await wide(page)).toBeLessThanOrEqual(320)
  })

  for (const lang of ['en', 'es'] as const) {
    test(`the booking box's calendar fits the dialog: no sideways scroll inside it, every day column on the screen (${lang})`, async ({ page }) => {
      await page.goto(`/${lang}/`)
      await page.locator('.booking-bar').getByRole('button').click()
      const dialog = page.getByRole('dialog')
      await expect(dialog.getByRole('grid')).toHaveCount(2)
      await expect(dialog.locator('.booking-calendar__price').first()).toBeVisible()
      // a 17rem month in a 248 px dialog overflowed it: Saturday's prices were cut at the edge; in pesos
      // (es) the cells' "MX$5,458" made each month 290 px wide, past a 264 px calendar
      for (const el of [dialog, dialog.locator('.booking-calendar')]) {
        expect(await el.evaluate((e) => e.scrollWidth - e.clientWidth)).toBeLessThanOrEqual(0)
      }
      const saturday = (await dialog.getByRole('grid').first().locator('th').last().boundingBox())!
      expect(saturday.x + saturday.width).toBeLessThanOrEqual((await box(dialog)).x + (await box(dialog)).width)
    })
  }
})

/**
 * The visible tap targets of the page smaller than 44 px tall or 24 px wide (issue #19 item 8: 44 px;
 * WCAG 2.5.8's 24 px minimum across): links, buttons, fields, selects and disclosures. Not counted, as
 * WCAG 2.5.8 exempts them: a link inside a sentence (its height is the line's); a radio or checkbox
 * inside its label, whose label is the target and is measured instead.
 */
async function smallTapTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = []
    for (const el of document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, summary, [role=button], [role=link], [role=checkbox], [role=radio], [role=switch]')) {
      if (!el.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true })) continue
      let target: HTMLElement = el
      if (el instanceof HTMLInputElement && (el.type === 'radio' || el.type === 'checkbox') && el.closest('label')) target = el.closest('label')!
      const r = target.getBoundingClientRect()
      // not laid out, or visually hidden (clipped away, itself or a near ancestor: react-aria's dismiss buttons)
      if (r.width <= 1 || r.height <= 1) continue
      let clipped = false
      for (let a: Element | null = target, i = 0; a && i < 4 && !clipped; a = a.parentElement, i++) {
        const c = getComputedStyle(a)
        clipped = c.clip === 'rect(0px, 0px, 0px, 0px)' || c.clipPath === 'inset(50%)'
      }
      if (clipped) continue
      const cs = getComputedStyle(target)
      if (target.tagName === 'A' && cs.display === 'inline') {
        const block = target.closest('p, li, dd, td')
        if (block && (block.textContent ?? '').trim().length > (target.textContent ?? '').trim().length + 5) continue
      }
      // 44 × 44 px in the header (its language codes were 33 px wide); elsewhere WCAG 2.5.8's 24 px width at least
      if (r.height < 43.5 || r.width < (target.closest('.site-header__bar') ? 43.5 : 24))
        out.push(
          `${target.tagName.toLowerCase()}.${target.className} "${(target.textContent || target.getAttribute('aria-label') || '').trim().slice(0, 40)}" ${Math.round(r.width)}×${Math.round(r.height)}`,
        )
    }
    return [...new Set(out)]
  })
}

test.describe('tap targets on a phone', () => {
  test.skip(({ isMobile }) => !isMobile, 'phone widths')
  test.use({ viewport: { width: 390, height: 844 } })

  const PATHS = {
    es: {
      search: '/es/busqueda/',
      select: /^Seleccionar/,
      continue: 'Continuar',
      booking: /\/es\/reserva\/\?/,
      pages: ['/es/', '/es/faqs/', '/es/tienda/', '/es/tienda/parque-arte-selva/', '/es/carrito/', '/es/mi-reserva/'],
    },
    en: {
      search: '/en/search/',
      select: /^Select/,
      continue: 'Continue',
      booking: /\/en\/booking\/\?/,
      pages: ['/en/', '/en/faqs/', '/en/shop/', '/en/shop/caleta-park/', '/en/carrito/', '/en/my-booking/'],
    },
  } as const
  for (const lang of ['es', 'en'] as const) {
    test(`every tap target is at least 44 px tall (${lang})`, async ({ page, request }) => {
      const t = PATHS[lang]
      for (const path of t.pages) {
        await page.goto(path)
        expect(await smallTapTargets(page), path).toEqual([])
      }
      // the language list, inside the screen; the chat bubble's panel, and the booking box opened from the sticky bar (its hotel, calendar and guests)
      await page.goto(t.pages[0])
      await page.locator('.lang__picker > summary').click()
      const list = page.getByRole('navigation', { name: lang === 'es' ? 'Idioma' : 'Language' })
      await expect(list.getByRole('link')).toHaveCount(2)
      expect(await smallTapTargets(page), 'languages').toEqual([])
      const panel = await list.boundingBox()
      expect(panel!.x).toBeGreaterThanOrEqual(0)
      expect(panel!.x + panel!.width).toBeLessThanOrEqual(page.viewportSize()!.width)
      // the menu drawer shares the header's one open panel: opening it closes the language list
      await page.locator('.nav--mobile > summary').click()
      await expect(list).toBeHidden()
      await page.locator('.nav--mobile > summary').click()
      const bubble = page.locator('details.chat > summary')
      await bubble.click()
      await expect(page.locator('.chat__panel')).toBeVisible()
      expect(await smallTapTargets(page), 'chat').toEqual([])
      await bubble.click()
      await page.locator('.booking-bar').getByRole('button').click()
      await expect(page.getByRole('dialog')).toBeVisible()
      expect(await smallTapTargets(page), 'booking box').toEqual([])
      await page.keyboard.press('Escape')
      // the booking steps: the results with a rate chosen, then the guest and payment step
      const stay = await bookableStay(request, 60)
      await page.goto(`${t.search}?checkin=${stay.checkIn}&checkout=${stay.checkOut}&guests[0][adults]=2&currency=USD`)
      await page.locator('.room-card').first().getByRole('link', { name: t.select }).first().click()
      await expect(page).toHaveURL(/sel=/)
      expect(await smallTapTargets(page), 'search').toEqual([])
      await page.getByRole('button', { name: t.continue }).click()
      await expect(page).toHaveURL(t.booking)
      expect(await smallTapTargets(page), 'booking').toEqual([])
    })
  }
})
