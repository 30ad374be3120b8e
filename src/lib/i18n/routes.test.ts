import { describe, expect, it } from 'vitest'
import { localizedPath, switchLocaleTarget } from './routes'

const slugs: Record<string, { es: string; en: string }> = {
  privacy: { es: 'aviso-de-privacidad', en: 'privacy-notice' },
  garden: { es: 'garden', en: 'garden' },
}
const translate = async (slug: string, from: 'es' | 'en', to: 'es' | 'en') => Object.values(slugs).find((s) => s[from] === slug)?.[to] ?? null

describe('switchLocaleTarget', () => {
  it('maps CMS slugs between languages', async () => {
    expect(await switchLocaleTarget('/en/privacy-notice/', 'es', translate)).toBe('/es/aviso-de-privacidad/')
    expect(await switchLocaleTarget('/es/aviso-de-privacidad/', 'en', translate)).toBe('/en/privacy-notice/')
    expect(await switchLocaleTarget('/es/garden/', 'en', translate)).toBe('/en/garden/')
  })
  it('maps the booking-flow routes and keeps the query string', async () => {
    const q = '?checkin=2027-01-10&checkout=2027-01-14&guests%5B0%5D%5Badults%5D=2'
    expect(await switchLocaleTarget(`/es/busqueda/${q}`, 'en', translate)).toBe(`/en/search/${q}`)
    expect(await switchLocaleTarget('/en/booking/', 'es', translate)).toBe('/es/reserva/')
    expect(await switchLocaleTarget('/en/carrito/?p=1', 'es', translate)).toBe('/es/carrito/?p=1')
  })
  it('maps the ticket-shop routes, keeping the product slug and the order code', async () => {
    expect(await switchLocaleTarget('/es/tienda/', 'en', translate)).toBe('/en/shop/')
    expect(await switchLocaleTarget('/en/shop/xcaret-park/', 'es', translate)).toBe('/es/tienda/xcaret-park/')
    expect(await switchLocaleTarget('/es/pago/', 'en', translate)).toBe('/en/checkout/')
    expect(await switchLocaleTarget('/en/order/AB12CD/', 'es', translate)).toBe('/es/pedido/AB12CD/')
  })
  it('maps the account sub-pages, keeping the reset or verification token', async () => {
    const t = '?token=0123456789abcdef0123456789abcdef01234567'
    expect(await switchLocaleTarget(`/es/cuenta/restablecer/${t}`, 'en', translate)).toBe(`/en/account/reset/${t}`)
    expect(await switchLocaleTarget(`/en/account/reset/${t}`, 'es', translate)).toBe(`/es/cuenta/restablecer/${t}`)
    expect(await switchLocaleTarget(`/en/account/verify/${t}`, 'es', translate)).toBe(`/es/cuenta/verificar/${t}`)
    expect(await switchLocaleTarget('/es/cuenta/activar/', 'en', translate)).toBe('/en/account/activate/')
  })
  it('treats pt as English text', async () => {
    expect(await switchLocaleTarget('/en/privacy-notice/', 'pt', translate)).toBe('/pt/privacy-notice/')
    expect(await switchLocaleTarget('/pt/privacy-notice/', 'es', translate)).toBe('/es/aviso-de-privacidad/')
  })
  it('maps the flow routes to and from their Portuguese spelling', async () => {
    const q = '?checkin=2027-01-10&checkout=2027-01-14'
    expect(await switchLocaleTarget(`/es/busqueda/${q}`, 'pt', translate)).toBe(`/pt/busca/${q}`)
    expect(await switchLocaleTarget(`/pt/busca/${q}`, 'en', translate)).toBe(`/en/search/${q}`)
    expect(await switchLocaleTarget('/pt/carrinho/', 'es', translate)).toBe('/es/carrito/')
    expect(await switchLocaleTarget('/en/shop/caleta-park/', 'pt', translate)).toBe('/pt/loja/caleta-park/')
    expect(await switchLocaleTarget('/pt/pedido/AB12CD/', 'en', translate)).toBe('/en/order/AB12CD/')
    expect(await switchLocaleTarget('/en/my-booking/', 'pt', translate)).toBe('/pt/minha-reserva/')
    expect(await switchLocaleTarget('/pt/conta/redefinir/?token=t', 'es', translate)).toBe('/es/cuenta/restablecer/?token=t')
    expect(await switchLocaleTarget('/es/pago/', 'pt', translate)).toBe('/pt/pagamento/')
  })
  it('falls back to the target home for unknown or unsafe input', async () => {
    expect(await switchLocaleTarget('/en/no-such-page/', 'es', translate)).toBe('/es/')
    expect(await switchLocaleTarget('https://evil.example/', 'es', translate)).toBe('/es/')
    expect(await switchLocaleTarget('//evil.example/en/', 'es', translate)).toBe('/es/')
    expect(await switchLocaleTarget('/fr/garden/', 'es', translate)).toBe('/es/')
    expect(await switchLocaleTarget('/en/', 'es', translate)).toBe('/es/')
  })
})

describe('localizedPath', () => {
  it("writes a flow route in the locale's spelling, with a query when given", () => {
    expect(localizedPath('es', 'myBooking')).toBe('/es/mi-reserva/')
    expect(localizedPath('en', 'myBooking')).toBe('/en/my-booking/')
    expect(localizedPath('pt', 'search', 'checkin=2027-01-05')).toBe('/pt/busca/?checkin=2027-01-05')
    expect(localizedPath('es', 'search', 'checkin=2027-01-05')).toBe('/es/busqueda/?checkin=2027-01-05')
  })
})
