import { generateKeyPairSync } from 'node:crypto';
import forge from 'node-forge';

const rsaKey = (bits = 2048) =>
  forge.pki.privateKeyFromPem(
    generateKeyPairSync('rsa', { modulusLength: bits }).privateKey.export({ type: 'pkcs1', format: 'pem' }).toString(),
  );

/**
 * A self-signed RSA certificate in a PKCS#12 file, as a translator would upload one (the key comes from Node's native
 * generator: forge's pure-JS one takes seconds). `content: 'certificate only'` leaves the key out, `'another key'`
 * pairs the certificate with a key that is not its own: files Sello refuses.
 */
export const makeSigningP12 = ({
  passphrase,
  commonName = 'María Traductora Jurada',
  issuer = commonName,
  notBefore = new Date(Date.now() - 24 * 3600_000),
  notAfter = new Date(Date.now() + 365 * 24 * 3600_000),
  content = 'key and certificate',
  keyBits = 2048,
  useMac = true,
  signedBy = 'itself',
}: {
  passphrase: string;
  commonName?: string;
  issuer?: string;
  notBefore?: Date;
  notAfter?: Date;
  content?: 'key and certificate' | 'certificate only' | 'another key';
  keyBits?: number;
  useMac?: boolean;
  /** `'a CA'`: signed by another key, as an issuer's certificate is (the CA's own certificate is left out). */
  signedBy?: 'itself' | 'a CA';
}): Buffer => {
  const privateKey = rsaKey(keyBits);
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.setRsaPublicKey(privateKey.n, privateKey.e);
  certificate.serialNumber = '01a2b3c4d5';
  certificate.validity.notBefore = notBefore;
  certificate.validity.notAfter = notAfter;
  const name = (value: string) => [{ name: 'commonName', value, valueTagClass: forge.asn1.Type.UTF8 }];
  certificate.setSubject(name(commonName) as unknown as forge.pki.CertificateField[]);
  certificate.setIssuer(name(issuer) as unknown as forge.pki.CertificateField[]);
  certificate.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
  ]);
  certificate.sign(signedBy === 'a CA' ? rsaKey() : privateKey, forge.md.sha256.create());
  const key = content === 'certificate only' ? null : content === 'another key' ? rsaKey() : privateKey;
  const p12 = forge.pkcs12.toPkcs12Asn1(key, [certificate], passphrase, { algorithm: '3des', useMac });
  return Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary');
};

const { asn1 } = forge;
/** A DER INTEGER of any size (forge's integerToDer stops at 32 bits). */
const integer = (value: number) => {
  const hex = value.toString(16).padStart(2 * Math.ceil(value.toString(16).length / 2), '0');
  const signed = Number.parseInt(hex.slice(0, 1), 16) >= 8 ? `00${hex}` : hex;
  return asn1.create(asn1.Class.UNIVERSAL, asn1.Type.INTEGER, false, forge.util.hexToBytes(signed));
};
const children = (node: forge.asn1.Asn1) => node.value as forge.asn1.Asn1[];
const child = (node: forge.asn1.Asn1, index: number) => children(node)[index] as forge.asn1.Asn1;
const parseOctets = (node: forge.asn1.Asn1) => asn1.fromDer(node.value as string);
const toOctets = (node: forge.asn1.Asn1) => asn1.toDer(node).getBytes();

/**
 * A PKCS#12 file from makeSigningP12 with one iteration count rewritten, as an attacker would send it: the MAC's
 * (`'mac'`) or the private key's password-based encryption (`'key'`, in a file made with `useMac: false`).
 */
export const withIterationCount = (file: Buffer, where: 'mac' | 'key', count: number): Buffer => {
  const pfx = asn1.fromDer(forge.util.createBuffer(file.toString('binary')));
  if (where === 'mac') {
    children(child(pfx, 2))[2] = integer(count);
  } else {
    const authSafeOctets = child(child(child(pfx, 1), 1), 0);
    const contentInfos = parseOctets(authSafeOctets);
    for (const contentInfo of children(contentInfos)) {
      if (asn1.derToOid(child(contentInfo, 0).value as string) !== forge.pki.oids.data) continue;
      const safeOctets = child(child(contentInfo, 1), 0);
      const bags = parseOctets(safeOctets);
      for (const bag of children(bags)) {
        if (asn1.derToOid(child(bag, 0).value as string) !== forge.pki.oids.pkcs8ShroudedKeyBag) continue;
        const pbeParameters = child(child(child(child(bag, 1), 0), 0), 1);
        children(pbeParameters)[1] = integer(count);
      }
      safeOctets.value = toOctets(bags);
    }
    authSafeOctets.value = toOctets(contentInfos);
  }
  return Buffer.from(asn1.toDer(pfx).getBytes(), 'binary');
};
