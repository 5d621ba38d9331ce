import { describe, expect, it } from 'vitest';
import { isLocalNetworkHost } from '../../lib/net/local-network';

const host = (url: string) => new URL(url).hostname;

describe('isLocalNetworkHost', () => {
  it('takes loopback and the person’s own network: private and link-local ranges, local-only names', () => {
    for (const url of [
      'http://localhost:11434', 'http://127.0.0.1:11434', 'http://127.8.9.10', 'http://[::1]:11434',
      'http://192.168.1.20:11434', 'http://10.0.0.5', 'http://172.16.0.1', 'http://172.31.255.255', 'http://169.254.1.1',
      'http://[fd12:3456::20]:11434', 'http://[fe80::1]', 'http://[::ffff:192.168.1.20]',
      'http://homeserver:11434', 'http://nas.local', 'http://ollama.home.arpa', 'http://box.lan', 'http://gpu.internal',
      'http://0xC0.168.1.20', // URL normalises it to 192.168.1.20
    ]) {
      expect(isLocalNetworkHost(host(url)), url).toBe(true);
    }
  });

  it('refuses a public host, including one that only looks local', () => {
    for (const url of [
      'https://api.openai.com', 'http://8.8.8.8', 'http://172.32.0.1', 'http://172.15.0.1', 'http://192.169.1.20', 'http://11.0.0.1',
      'http://localhost.evil.example', 'http://127.0.0.1.nip.io', 'http://192.168.1.20.evil.example', 'http://local.evil.example',
      'http://[2001:db8::1]', 'http://[::ffff:8.8.8.8]', 'http://evil.example/.local', 'http://localhost@evil.example',
    ]) {
      expect(isLocalNetworkHost(host(url)), url).toBe(false);
    }
  });
});
