import { describe, expect, it } from 'vitest';
import { loopbackSetting, webhookUrlProblems } from './validate-webhook-url.ts';

const prod = { allowLoopback: false };
const dev = { allowLoopback: true };

describe('webhook URL rules', () => {
  it('accepts HTTPS URLs with names, ports, paths and queries', () => {
    for (const url of [
      'https://ams.example.com/hooks/quoting',
      'https://hooks.example.com:8443/q?tenant=7',
      'https://93.184.216.34/hook',
    ]) {
      expect(webhookUrlProblems(url, prod)).toEqual([]);
    }
  });

  it('accepts plain HTTP only to loopback, and only when the operator allows it', () => {
    for (const url of [
      'http://127.0.0.1:4000/hooks',
      'http://localhost:4000/',
      'http://[::1]:4000/',
      'http://app.localhost/',
    ]) {
      expect(webhookUrlProblems(url, dev)).toEqual([]);
      // one cause, said once: the loopback receiver this service refuses, with its setting
      expect(webhookUrlProblems(url, prod)).toEqual([
        expect.stringMatching(
          /^must not point to (a loopback address|localhost) \(accepted only when the service runs with WEBHOOK_ALLOW_LOOPBACK=true, in development\)$/,
        ),
      ]);
    }
    expect(webhookUrlProblems('http://ams.example.com/hooks', dev)).toEqual([
      'must use https (plain http is accepted only to loopback, when the service runs with WEBHOOK_ALLOW_LOOPBACK=true, in development)',
    ]);
  });

  it('refuses private, link-local and other internal IP literals', () => {
    expect(webhookUrlProblems('https://10.0.0.1/hook', dev)).toEqual(['must not point to a private address']);
    expect(webhookUrlProblems('https://169.254.169.254/latest/meta-data', prod)).toEqual([
      'must not point to a link-local address',
    ]);
    expect(webhookUrlProblems('https://[fd00::1]/', prod)).toEqual([
      'must not point to a unique local address',
    ]);
    expect(webhookUrlProblems('https://[::ffff:192.168.0.1]/', prod)).toEqual([
      'must not point to a private address',
    ]);
    expect(webhookUrlProblems('https://127.0.0.1/', prod)).toEqual([
      `must not point to a loopback address ${loopbackSetting}`,
    ]);
    expect(webhookUrlProblems('https://localhost/', prod)).toEqual([
      `must not point to localhost ${loopbackSetting}`,
    ]);
  });

  it('refuses other schemes, credentials and non-URLs', () => {
    expect(webhookUrlProblems('ftp://ams.example.com/', prod)).toEqual(['must use https']);
    expect(webhookUrlProblems('https://user:pw@ams.example.com/', prod)).toEqual([
      'must not contain a user name or password; deliveries are authenticated by signature',
    ]);
    expect(webhookUrlProblems('ams.example.com/hooks', prod)).toEqual([
      'must be an absolute URL, for example https://ams.example.com/hooks/quoting',
    ]);
  });
});
