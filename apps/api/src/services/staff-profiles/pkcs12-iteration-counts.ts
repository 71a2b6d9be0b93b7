import forge from 'node-forge';

const { asn1 } = forge;
type TAsn1 = forge.asn1.Asn1;
/** forge's password-based encryption, which its type definitions leave out. */
const { pbe } = forge.pki as unknown as {
  pbe: { getCipher: (oid: string, parameters: TAsn1 | undefined, passphrase: string) => forge.cipher.BlockCipher };
};

/**
 * A PKCS#12 file says itself how many rounds of key derivation its passphrase goes through (the MAC's, and each
 * password-based encryption's); forge runs them all on the event loop before anything else can be checked. Real files
 * use a few thousand (OpenSSL 2,048, Windows 2,000): past these, a 2 KB upload would block the process for minutes.
 */
export const MAX_ITERATIONS = 100_000;
/** The MAC, the certificates' encryption and the key's: three derivations at most in a file Sello accepts. */
export const MAX_TOTAL_ITERATIONS = 3 * MAX_ITERATIONS;

const childrenOf = (node: TAsn1 | undefined): TAsn1[] => (node && Array.isArray(node.value) ? node.value : []);
const oidOf = (node: TAsn1 | undefined): string =>
  node?.type === asn1.Type.OID && typeof node.value === 'string' ? asn1.derToOid(node.value) : '';

/** The bytes of an OCTET STRING, BER's chunked form included. */
const octetsOf = (node: TAsn1 | undefined): string => {
  if (!node) return '';
  if (typeof node.value === 'string') return node.value;
  return childrenOf(node).map(octetsOf).join('');
};

/** An INTEGER's value; counts of more than 6 bytes are reported as infinite (they are refused either way). */
const countOf = (node: TAsn1 | undefined): number => {
  if (node?.type !== asn1.Type.INTEGER || typeof node.value !== 'string') return 1;
  const hex = forge.util.bytesToHex(node.value).replace(/^0+/, '');
  return hex.length > 12 ? Number.POSITIVE_INFINITY : Number.parseInt(hex || '0', 16);
};

/** The iteration count of a password-based encryption's AlgorithmIdentifier (PKCS#12 PBE or PBES2 with PBKDF2). */
const pbeIterations = (algorithm: TAsn1 | undefined): number | null => {
  const [oid, parameters] = childrenOf(algorithm);
  switch (oidOf(oid)) {
    case forge.pki.oids.pkcs5PBES2:
      return countOf(childrenOf(childrenOf(childrenOf(parameters)[0])[1])[1]);
    case forge.pki.oids['pbeWithSHAAnd3-KeyTripleDES-CBC']:
    case forge.pki.oids['pbewithSHAAnd40BitRC2-CBC']:
      return countOf(childrenOf(parameters)[1]);
    default:
      return null;
  }
};

const parse = (der: string): TAsn1 | null => {
  try {
    return asn1.fromDer(der, false);
  } catch {
    return null;
  }
};

/** The counts of the shrouded private keys in a SafeContents (SEQUENCE OF SafeBag). */
const keyBagIterations = (safeContents: TAsn1 | null): number[] =>
  childrenOf(safeContents ?? undefined).flatMap((bag) => {
    const [bagId, bagValue] = childrenOf(bag);
    if (oidOf(bagId) !== forge.pki.oids.pkcs8ShroudedKeyBag) return [];
    const count = pbeIterations(childrenOf(childrenOf(bagValue)[0])[0]);
    return count === null ? [] : [count];
  });

/**
 * Every iteration count the file asks for, read from its ASN.1 before any key is derived. The encrypted SafeContents
 * are opened here (once their own count is known to be small) to read the counts of the keys inside; what does not
 * parse or decrypt is left for forge, which fails on it the same way and at no greater cost.
 */
export const pkcs12IterationCounts = (pfx: TAsn1, passphrase: string): number[] => {
  const [, authSafe, macData] = childrenOf(pfx);
  const counts: number[] = macData ? [countOf(childrenOf(macData)[2])] : [];
  const contentInfos = parse(octetsOf(childrenOf(childrenOf(authSafe)[1])[0]));
  for (const contentInfo of childrenOf(contentInfos ?? undefined)) {
    const [contentType, explicitContent] = childrenOf(contentInfo);
    const content = childrenOf(explicitContent)[0];
    if (oidOf(contentType) === forge.pki.oids.data) {
      counts.push(...keyBagIterations(parse(octetsOf(content))));
      continue;
    }
    if (oidOf(contentType) !== forge.pki.oids.encryptedData) continue;
    const [, algorithm, encrypted] = childrenOf(childrenOf(content)[1]);
    const count = pbeIterations(algorithm);
    if (count === null) continue;
    counts.push(count);
    if (count > MAX_ITERATIONS || counts.reduce((sum, each) => sum + each, 0) > MAX_TOTAL_ITERATIONS) return counts;
    try {
      const cipher = pbe.getCipher(oidOf(childrenOf(algorithm)[0]), childrenOf(algorithm)[1], passphrase);
      cipher.update(forge.util.createBuffer(octetsOf(encrypted)));
      if (cipher.finish()) counts.push(...keyBagIterations(parse(cipher.output.getBytes())));
    } catch {
      // Not decryptable with this passphrase: forge reports it.
    }
  }
  return counts;
};
