/**
 * Step 2 BOOK, es and en: a rate plan that takes a deposit charges the deposit unless the guest chooses
 * the full amount (spec §4 pending amount; the hotel API's `PendingAmount {Amount, DueDate}`), and the
 * step 1 summary, step 2, the confirmation and the confirmation email say what is paid now, the
 * balance and when it is due. Interest-free months (spec §9): a rate card promises only the months a
 * bank offers at this checkout, the booking step offers exactly those by bank, each with the amount
 * per month of what is charged, and the server refuses months a bank does not offer; the plan chosen
 * is named on the confirmation, the lookup page and in the email (a single payment names none).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { expect, test, eachLang } from './fixtures'
import { bookingUrl, fillGuest, FLOW, mailTo, offsetFor, openBooking, stayFor, uniqueEmail } from '../helpers/booking'

type Lang = 'es' | 'en'
const messages = (lang: Lang) =>
  JSON.parse(readFileSync(path.resolve('src/lib/i18n/messages', `${lang}.json`), 'utf8')) as {
    booking: { guest: { errors: Record<string, string> } }
    bookingMail: { paidDeposit: string; paid: string; pending: string }
    myBooking: { paidDeposit: string }
  }

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie-consent', value: 'declined', url: baseURL! }])
})

const DUE_BY = { es: /a pagar antes del (.+)$/, en: /due by (.+)$/ }
/** Integer minor units of a formatted amount (two decimals: USD, MXN). */
const minorOf = (text: string) => Number(text.replace(/[^0-9]/g, ''))
const text = async (page: Page, testId: string) => ((await page.getByTestId(testId).textContent()) ?? '').trim()

eachLang('es', (lang) => {
  const t = FLOW[lang]
  const m = messages(lang)

  test(`a deposit rate charges the deposit by default: due now, balance and its date on every step and in the email (${lang})`, async ({ page, request }, info) => {
    const stay = await stayFor(request, 'JS', 'DEP', { offset: offsetFor(info, lang, 30), minUnits: 2 })
    // step 1: the summary says the deposit is what is paid today
    await page.goto(bookingUrl(lang, stay, 'JS~DEP'))
    await expect(page.getByTestId('summary-deposit')).toBeVisible()
    await page.getByRole('button', { name: lang === 'es' ? 'Continuar' : 'Continue' }).click()
    await page.waitForURL(lang === 'es' ? /\/es\/reserva\// : /\/en\/booking\//)

    // step 2: the deposit is chosen, nothing to tick
    await expect(page.getByTestId('pay-deposit')).toBeChecked()
    await expect(page.getByTestId('pay-full')).not.toBeChecked()
    const total = await text(page, 'booking-total')
    const dueNow = await text(page, 'booking-due-now')
    const pending = await text(page, 'booking-pending')
    expect(minorOf(dueNow)).toBeLessThan(minorOf(total))
    await expect(page.getByTestId('due-now')).toContainText(dueNow)
    await expect(page.getByTestId('pay-plan')).toContainText(dueNow)
    await expect(page.getByTestId('pay-plan')).toContainText(total)
    const dueDate = pending.match(DUE_BY[lang])?.[1]
    expect(dueDate, pending).toBeTruthy()
    await expect(page.getByTestId('pay-deposit-balance')).toHaveText(pending)
    const balance = pending.match(/[A-Z]*\$[\d,.]+/)![0]
    expect(minorOf(dueNow) + minorOf(balance)).toBe(minorOf(total))

    const email = uniqueEmail(`deposit-${lang}`)
    await fillGuest(page, lang, email)
    await page.getByRole('button', { name: t.pay }).click()
    await expect(page).toHaveURL(t.confirmUrl)
    // the confirmation: the deposit paid, the balance and when
    await expect(page.getByTestId('confirmation-paid')).toHaveText(dueNow)
    await expect(page.locator('.summary__total')).toContainText(`${m.myBooking.paidDeposit}: ${dueNow}`)
    await expect(page.getByTestId('confirmation-pending')).toContainText(balance)
    await expect(page.getByTestId('confirmation-pending')).toContainText(dueDate!)
    // the email says the same
    const mail = await mailTo(email)
    expect(mail.text).toContain(`${m.bookingMail.paidDeposit}: ${dueNow}`)
    expect(mail.text).toContain(`${m.bookingMail.pending}: ${balance}`)
    expect(mail.text).toContain(dueDate!)
  })

  test(`paying the full amount is the guest's explicit choice (${lang})`, async ({ page, request }, info) => {
    const stay = await stayFor(request, 'JS', 'DEP', { offset: offsetFor(info, lang, 75), minUnits: 2 })
    await openBooking(page, bookingUrl(lang, stay, 'JS~DEP'))
    await expect(page.getByTestId('booking-pending')).toBeVisible()
    const total = await text(page, 'booking-total')
    await page.getByTestId('pay-full').check()
    await expect(page).toHaveURL(/partial=0/)
    await expect(page.getByTestId('booking-pending')).toHaveCount(0)
    await expect(page.getByTestId('due-now')).toContainText(total)
    await expect(page.getByTestId('pay-full')).toBeChecked()
    const email = uniqueEmail(`full-${lang}`)
    await fillGuest(page, lang, email)
    await page.getByRole('button', { name: t.pay }).click()
    await expect(page).toHaveURL(t.confirmUrl)
    await expect(page.getByTestId('confirmation-paid')).toHaveText(total)
    await expect(page.getByTestId('confirmation-pending')).toHaveCount(0)
    const mail = await mailTo(email)
    expect(mail.text).toContain(`${m.bookingMail.paid}: ${total}`)
    expect(mail.text).not.toContain(m.bookingMail.pending)
  })

  test(`interest-free months: the booking step offers exactly the months the rate cards promise, per month of what is charged (${lang})`, async ({ page, request }, info) => {
    const stay = await stayFor(request, 'JS', 'DEP', { offset: offsetFor(info, lang, 85), minUnits: 2 })
    const url = bookingUrl(lang, stay, 'JS~DEP').replace('currency=USD', 'currency=MXN')
    await page.goto(url)
    // step 1: every card promises the same most months
    const cards = page.getByTestId('rate-msi')
    await expect(cards.first()).toBeVisible()
    const promised = new Set((await cards.allTextContents()).map((s) => Number(s.match(/(\d+) (?:meses|months)/)![1])))
    expect(promised.size).toBe(1)
    const promise = [...promised][0]
    await page.getByRole('button', { name: lang === 'es' ? 'Continuar' : 'Continue' }).click()
    await page.waitForURL(lang === 'es' ? /\/es\/reserva\// : /\/en\/booking\//)

    // step 2: the banks and months offered here
    const chooser = page.getByTestId('installments-choice')
    await expect(chooser).toBeVisible()
    const bankSelect = chooser.locator('select[name="bank"]')
    const monthsSelect = chooser.locator('select[name="installments"]')
    const bankIds = (await bankSelect.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))).filter(Boolean)
    expect(bankIds.length).toBeGreaterThan(0)
    const dueNow = minorOf(await text(page, 'due-now'))
    const offered: number[] = []
    let longest: { bank: string; months: number } | null = null
    for (const id of bankIds) {
      await bankSelect.selectOption(id)
      const options = await monthsSelect.locator('option').evaluateAll((os) => os.map((o) => ({ value: (o as HTMLOptionElement).value, label: o.textContent ?? '' })))
      for (const o of options.filter((x) => x.value !== '1')) {
        const n = Number(o.value)
        offered.push(n)
        if (!longest || n > longest.months) longest = { bank: id, months: n }
        // the amount per month is the amount charged now split into those months (rounded up)
        expect(minorOf(o.label.replace(/^\d+/, ''))).toBe(Math.ceil(dueNow / n))
      }
    }
    expect(Math.max(...offered)).toBe(promise)

    // a plan is taken as chosen; months a bank does not offer are refused by the server
    await fillGuest(page, lang, uniqueEmail(`msi-refused-${lang}`))
    await bankSelect.selectOption(longest!.bank)
    await monthsSelect.evaluate((el, n) => {
      const o = document.createElement('option')
      o.value = String(n)
      o.textContent = String(n)
      el.appendChild(o)
      ;(el as HTMLSelectElement).value = String(n)
    }, promise + 3)
    await page.getByRole('button', { name: t.pay }).click()
    await expect(page.locator('#installments-error')).toHaveText(m.booking.guest.errors.installmentsUnavailable)
    await expect(page).not.toHaveURL(t.confirmUrl)
    const email = uniqueEmail(`msi-${lang}`)
    await fillGuest(page, lang, email)
    await bankSelect.selectOption(longest!.bank)
    await monthsSelect.selectOption(String(longest!.months))
    // the chosen plan in the chooser's words: '12 meses sin intereses de $…' / '12 interest-free monthly payments of MX$…'
    const plan = ((await monthsSelect.locator('option:checked').textContent()) ?? '').trim()
    expect(plan).toMatch(lang === 'es' ? /^\d+ meses sin intereses de / : /^\d+ interest-free monthly payments of /)
    expect(minorOf(plan.replace(/^\d+/, ''))).toBe(Math.ceil(dueNow / longest!.months))
    await page.getByRole('button', { name: t.pay }).click()
    await expect(page).toHaveURL(t.confirmUrl)
    // the confirmation, the lookup page and the email name the plan charged beside the amount paid
    await expect(page.getByTestId('confirmation-installments')).toHaveText(plan)
    await page.getByTestId('my-booking-link').click()
    await expect(page.getByTestId('confirmation-installments')).toHaveText(plan)
    expect((await mailTo(email)).text).toContain(`(${plan})`)
  })

  test(`a booking paid in one payment names no plan (${lang})`, async ({ page, request }, info) => {
    const stay = await stayFor(request, 'JS', 'DEP', { offset: offsetFor(info, lang, 120), minUnits: 2 })
    await page.goto(bookingUrl(lang, stay, 'JS~DEP').replace('currency=USD', 'currency=MXN'))
    await page.getByRole('button', { name: lang === 'es' ? 'Continuar' : 'Continue' }).click()
    await page.waitForURL(lang === 'es' ? /\/es\/reserva\// : /\/en\/booking\//)
    await expect(page.getByTestId('installments-choice')).toBeVisible()
    const email = uniqueEmail(`msi-none-${lang}`)
    await fillGuest(page, lang, email)
    await page.getByRole('button', { name: t.pay }).click()
    await expect(page).toHaveURL(t.confirmUrl)
    await expect(page.getByTestId('confirmation-paid')).toBeVisible()
    await expect(page.getByTestId('confirmation-installments')).toHaveCount(0)
    expect((await mailTo(email)).text).not.toMatch(/sin intereses|interest-free/)
  })
})
