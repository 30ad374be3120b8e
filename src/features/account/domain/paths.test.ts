import { describe, expect, it } from 'vitest'
import { resetPasswordEmail, verificationEmail } from './emailContent'
import { accountPath, resetPasswordUrl, verificationUrl } from './paths'

describe('account paths', () => {
  it('localizes the account routes', () => {
    expect(accountPath('es', 'account')).toBe('/es/cuenta/')
    expect(accountPath('en', 'account')).toBe('/en/account/')
    expect(accountPath('pt', 'verify')).toBe('/pt/conta/verificar/')
    expect(accountPath('es', 'activate')).toBe('/es/cuenta/activar/')
    expect(accountPath('fr', 'account')).toBe('/en/account/')
  })

  it('builds the verification link of the email', () => {
    expect(verificationUrl('https://x.example/', 'es', 'abc')).toBe('https://x.example/es/cuenta/verificar/?token=abc')
    expect(verificationUrl('http://127.0.0.1:3210', 'en', 'a b')).toBe('http://127.0.0.1:3210/en/account/verify/?token=a%20b')
  })

  it('writes the email in the customer’s language and escapes the name', () => {
    const es = verificationEmail('es', '<Ana>', 'https://x.example/es/cuenta/verificar/?token=t')
    expect(es.subject).toBe('Confirma tu cuenta de Hotel Arte')
    expect(es.html).toContain('&lt;Ana&gt;')
    expect(es.html).toContain('href="https://x.example/es/cuenta/verificar/?token=t"')
    expect(verificationEmail('en', 'Ann', 'u').text).toContain('Hi Ann,')
    const pt = verificationEmail('pt', 'Ana', 'https://x.example/pt/conta/verificar/?token=t')
    expect(pt.subject).toBe('Confirme sua conta do Hotel Arte')
    expect(pt.text).toContain('Olá, Ana,')
    expect(verificationUrl('https://x.example', 'pt', 't')).toBe('https://x.example/pt/conta/verificar/?token=t')
    // a name is text, never a replacement pattern
    expect(verificationEmail('en', '$& $1', 'u').text).toContain('Hi $& $1,')
  })

  it('builds the password-reset link and writes its email in the customer’s language', () => {
    expect(accountPath('es', 'reset')).toBe('/es/cuenta/restablecer/')
    expect(accountPath('en', 'reset')).toBe('/en/account/reset/')
    expect(resetPasswordUrl('https://x.example/', 'es', 'abc')).toBe('https://x.example/es/cuenta/restablecer/?token=abc')
    const es = resetPasswordEmail('es', '<Ana>', 'https://x.example/es/cuenta/restablecer/?token=t')
    expect(es.subject).toBe('Restablece tu contraseña de Hotel Arte')
    expect(es.html).toContain('&lt;Ana&gt;')
    expect(es.html).toContain('href="https://x.example/es/cuenta/restablecer/?token=t"')
    expect(resetPasswordEmail('en', 'Ann', 'u').subject).toBe('Reset your Hotel Arte password')
  })
})
