import { describe, expect, it } from 'vitest'
import { assertPublicDestination, editableUrlProblem, guardedFetch, isPrivateAddress, safeHref } from './safeUrl'

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

  it('knows the hex and IPv4-compatible forms of mapped addresses (what URL parsing makes of [::ffff:127.0.0.1])', () => {
    expect(new URL('http://[::ffff:127.0.0.1]/').hostname).toBe('[::ffff:7f00:1]')
    for (const a of ['::ffff:7f00:1', '::ffff:a9fe:a9fe', '::ffff:a00:1', '::ffff:0:7f00:1', '::7f00:1', '::127.0.0.1', '::ffff:c0a8:101']) expect(isPrivateAddress(a), a).toBe(true)
    for (const a of ['::ffff:808:808', '::ffff:8.8.8.8']) expect(isPrivateAddress(a), a).toBe(false)
  })

  describe('guardedFetch (one guard for every call to a staff-set URL)', () => {
    const refused = /refused: .* is not a public address/
    it('refuses IP literals of private ranges in every spelling, before connecting', async () => {
      const f = guardedFetch(true, async () => [{ address: '8.8.8.8' }])
      for (const u of [
        'http://127.0.0.1:9/',
        'http://[::1]/',
        'http://[::ffff:127.0.0.1]/',
        'http://[::ffff:a9fe:a9fe]/latest/meta-data',
        'http://169.254.169.254/',
        'http://0x7f.1/',
        'http://2130706433/',
      ])
        await expect(f(u), u).rejects.toThrow(refused)
      await expect(f('file:///etc/passwd')).rejects.toThrow(/not http/)
    })

    it('resolves a name once and refuses when any answer is private (also the endpoints a discovery document names)', async () => {
      await expect(guardedFetch(true, async () => [{ address: '10.0.0.7' }])('https://token.idp.example/token', { method: 'POST', body: 'a=1' })).rejects.toThrow(refused)
      await expect(guardedFetch(true, async () => [{ address: '93.184.216.34' }, { address: '::ffff:7f00:1' }])('https://idp.example/')).rejects.toThrow(refused)
    })

    it('DNS rebinding: the address checked is the address connected to; the name is never resolved again', async () => {
      let calls = 0
      // first answer public, every later one loopback (a rebinding name with a zero TTL)
      const rebinding = async () => (calls++ === 0 ? [{ address: '203.0.113.9', family: 4 }] : [{ address: '127.0.0.1', family: 4 }])
      const err = await guardedFetch(true, rebinding)('http://rebind.example:9/', { signal: AbortSignal.timeout(500) }).catch((e: Error) => e)
      expect(calls).toBe(1)
      // the connection went to the unroutable checked address (it timed out), never to 127.0.0.1:9 (which refuses at once)
      expect(String(err)).not.toMatch(/ECONNREFUSED/)
    })

    it('outside a deployment it is the plain fetch (local test providers on 127.0.0.1)', () => {
      expect(guardedFetch(false)).toBe(fetch)
    })
  })
})
