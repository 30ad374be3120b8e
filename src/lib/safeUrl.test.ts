import { describe, expect, it } from 'vitest'
import { assertPublicDestination, editableUrlProblem, isPrivateAddress, safeHref } from './safeUrl'

describe('safe URLs (issue #13 item 12)', () => {
  it('knows private, loopback and link-local addresses', () => {
    for (const a of ['10.0.0.1', '127.0.0.1', '169.254.169.254', '172.16.5.4', '192.168.1.1', '100.64.0.1', '0.0.0.0', '::1', 'fd00::1', 'fe80::1', '::ffff:10.0.0.1'])
      expect(isPrivateAddress(a), a).toBe(true)
    for (const a of ['8.8.8.8', '172.32.0.1', '2606:4700::1111']) expect(isPrivateAddress(a), a).toBe(false)
  })

  it('in a deployment, CMS URLs are https to public host names', () => {
    expect(editableUrlProblem('https://paquetes.hotelarte.example/buscar', true)).toBeNull()
    expect(editableUrlProblem('', true)).toBeNull()
    expect(editableUrlProblem('http://paquetes.hotelarte.example', true)).toMatch(/https/)
    expect(editableUrlProblem('https://169.254.169.254/latest/meta-data', true)).toMatch(/public host/)
    expect(editableUrlProblem('https://localhost:8080', true)).toMatch(/public host/)
    expect(editableUrlProblem('https://user:pw@example.com', true)).toMatch(/user name/)
    expect(editableUrlProblem('javascript:alert(1)', true)).toMatch(/https/)
  })

  it('in development and tests, http and loopback services are allowed, other schemes are not', () => {
    expect(editableUrlProblem('http://127.0.0.1:3299', false)).toBeNull()
    expect(editableUrlProblem('javascript:alert(1)', false)).toMatch(/http\(s\)/)
    expect(editableUrlProblem('not a url', false)).toMatch(/full URL/)
  })

  it('links carry only http(s) URLs', () => {
    expect(safeHref('https://wa.me/5219981234567')).toBe('https://wa.me/5219981234567')
    expect(safeHref('javascript:alert(document.cookie)')).toBeNull()
    expect(safeHref('data:text/html,<script>1</script>')).toBeNull()
    expect(safeHref(null)).toBeNull()
  })

  it('refuses server-side calls to hosts that resolve to private addresses', async () => {
    await expect(assertPublicDestination('https://internal.example', async () => [{ address: '10.1.2.3' }])).rejects.toThrow(/not a public address/)
    await expect(assertPublicDestination('https://mixed.example', async () => [{ address: '8.8.8.8' }, { address: '127.0.0.1' }])).rejects.toThrow()
    await expect(assertPublicDestination('http://127.0.0.1:1/x')).rejects.toThrow()
    await expect(assertPublicDestination('https://public.example', async () => [{ address: '8.8.4.4' }])).resolves.toBeUndefined()
  })
})
