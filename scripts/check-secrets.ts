/**
 * No partner secret in the built client (docs/security.md; issue 9): every file under dist/client —
 * scripts, styles, HTML, source maps, and the .gz/.br copies decompressed — is searched for every
 * partner's secret_key and api_key, except the built-in default partner's, which the spec makes public
 * (docs/spec.md section 7: the app's default credentials). Run after `npm run build`; exits 1 and
 * names the file and the partner when one is found.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

export interface PartnerSecret {
  partnerId: string;
  field: 'secret_key' | 'api_key';
  value: string;
}

export interface Leak extends PartnerSecret {
  file: string;
}

/** The secrets of every partner folder but the default partner's. */
export function partnerSecrets(partnersDir: string): PartnerSecret[] {
  const secrets: PartnerSecret[] = [];
  for (const entry of readdirSync(partnersDir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name === 'default') continue;
    let partner: { partner_id?: string; secret_key?: string; api_key?: string };
    try {
      partner = JSON.parse(readFileSync(join(partnersDir, entry.name, 'partner.json'), 'utf8'));
    } catch {
      continue; // Not a partner folder (validate:partners reports broken ones).
    }
    for (const field of ['secret_key', 'api_key'] as const) {
      const value = partner[field];
      if (typeof value === 'string' && value.length >= 8)
        secrets.push({ partnerId: partner.partner_id ?? entry.name, field, value });
    }
  }
  return secrets;
}

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

/** A file's text as a browser would get it: compressed copies are searched decompressed. */
function contentOf(file: string): string {
  const bytes = readFileSync(file);
  try {
    if (file.endsWith('.gz')) return gunzipSync(bytes).toString('latin1');
    if (file.endsWith('.br')) return brotliDecompressSync(bytes).toString('latin1');
  } catch {
    // Not really compressed: search the bytes as they are.
  }
  return bytes.toString('latin1');
}

export function findLeaks(clientDir: string, secrets: PartnerSecret[]): Leak[] {
  const leaks: Leak[] = [];
  for (const file of filesUnder(clientDir)) {
    const text = contentOf(file);
    for (const secret of secrets) {
      if (text.includes(secret.value)) leaks.push({ ...secret, file: relative(clientDir, file) });
    }
  }
  return leaks;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const root = join(fileURLToPath(new URL('.', import.meta.url)), '..');
  const secrets = partnerSecrets(join(root, 'partners'));
  const leaks = findLeaks(join(root, 'dist', 'client'), secrets);
  if (leaks.length > 0) {
    for (const leak of leaks)
      console.error(`secret in build: ${leak.file} carries ${leak.partnerId}'s ${leak.field}`);
    console.error('No partner secret may be in the client build: serve partner data from the API instead.');
    process.exit(1);
  }
  console.log(`check:secrets: ${secrets.length} partner secrets, none in dist/client`);
}
