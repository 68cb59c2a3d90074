import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { findLeaks, partnerSecrets } from './check-secrets';

const dirs: string[] = [];
function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), 'check-secrets-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function partners() {
  const dir = tempDir();
  const write = (id: string, secret: string, api: string) => {
    mkdirSync(join(dir, id));
    writeFileSync(
      join(dir, id, 'partner.json'),
      JSON.stringify({ partner_id: id, secret_key: secret, api_key: api }),
    );
  };
  write('default', 'dflt_sk_public_by_spec', 'dflt_ak_public_by_spec');
  write('acme', 'acme_sk_0123456789', 'acme_ak_0123456789');
  return dir;
}

describe('check:secrets', () => {
  it("collects every partner's secret_key and api_key except the default partner's", () => {
    const secrets = partnerSecrets(partners());
    expect(secrets.map((s) => `${s.partnerId}.${s.field}`).sort()).toEqual([
      'acme.api_key',
      'acme.secret_key',
    ]);
  });

  it('finds a secret in a script, in a nested file and in gzip and brotli copies; the default partner is allowed', () => {
    const secrets = partnerSecrets(partners());
    const client = tempDir();
    mkdirSync(join(client, 'assets', 'deep'), { recursive: true });
    writeFileSync(join(client, 'index.html'), '<script>const k="dflt_sk_public_by_spec"</script>');
    writeFileSync(join(client, 'assets', 'app.js'), 'const clean = 1;');
    writeFileSync(join(client, 'assets', 'deep', 'previewer.js'), 'x={"secret_key":"acme_sk_0123456789"}');
    writeFileSync(join(client, 'assets', 'a.js.gz'), gzipSync('k="acme_ak_0123456789"'));
    writeFileSync(join(client, 'assets', 'b.js.br'), brotliCompressSync('k="acme_sk_0123456789"'));
    const leaks = findLeaks(client, secrets)
      .map((l) => `${l.file}:${l.partnerId}.${l.field}`)
      .sort();
    expect(leaks).toEqual([
      'assets/a.js.gz:acme.api_key',
      'assets/b.js.br:acme.secret_key',
      'assets/deep/previewer.js:acme.secret_key',
    ]);
  });

  it('finds nothing in a clean build', () => {
    const client = tempDir();
    writeFileSync(join(client, 'index.html'), '<!doctype html><title>ok</title>');
    expect(findLeaks(client, partnerSecrets(partners()))).toEqual([]);
  });
});
