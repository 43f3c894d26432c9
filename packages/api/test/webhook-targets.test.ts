import { describe, expect, it } from 'vitest';
import { isPublicAddress, webhookTargetAllowed } from '../src/webhook-targets';

describe('webhook targets (issue #21, SSRF)', () => {
  it('tells public addresses from loopback, private, link-local, CGNAT, multicast and unspecified ones', () => {
    for (const address of ['8.8.8.8', '93.184.215.14', '100.128.0.1', '172.32.0.1', '2606:4700::1111', '::ffff:8.8.8.8', '2002:0808:0808::1']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
    for (const address of [
      '127.0.0.1', '127.255.255.254', '10.0.0.1', '172.16.0.1', '172.31.255.255', '192.168.0.1', '169.254.169.254', '100.64.0.1', '100.127.255.255',
      '224.0.0.1', '239.255.255.250', '0.0.0.0', '255.255.255.255',
      '::', '::1', 'fc00::1', 'fdff::1', 'fe80::1', 'ff02::1', '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:10.0.0.1', '64:ff9b::a00:1', '2002:7f00:1::1', '::127.0.0.1',
      'not an address', '',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('judges a URL by its literal address, `localhost`, or every address its name resolves to', async () => {
    const resolveTo = (addresses: string[]) => () => Promise.resolve(addresses);
    expect(await webhookTargetAllowed('http://[::ffff:169.254.169.254]/x', resolveTo([]))).toBe(false);
    expect(await webhookTargetAllowed('http://LOCALHOST./x', resolveTo(['8.8.8.8']))).toBe(false);
    expect(await webhookTargetAllowed('https://bot.example/x', resolveTo(['8.8.8.8']))).toBe(true);
    expect(await webhookTargetAllowed('https://bot.example/x', resolveTo(['8.8.8.8', '10.0.0.5']))).toBe(false);
    expect(await webhookTargetAllowed('https://bot.example/x', () => Promise.reject(new Error('ENOTFOUND')))).toBe(true);
  });
});
