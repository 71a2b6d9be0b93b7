import { generateKeyPairSync } from 'node:crypto';
import forge from 'node-forge';

const rsaKey = () =>
  forge.pki.privateKeyFromPem(
    generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs1', format: 'pem' }).toString(),
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
}: {
  passphrase: string;
  commonName?: string;
  issuer?: string;
  notBefore?: Date;
  notAfter?: Date;
  content?: 'key and certificate' | 'certificate only' | 'another key';
}): Buffer => {
  const privateKey = rsaKey();
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
  certificate.sign(privateKey, forge.md.sha256.create());
  const key = content === 'certificate only' ? null : content === 'another key' ? rsaKey() : privateKey;
  const p12 = forge.pkcs12.toPkcs12Asn1(key, [certificate], passphrase, { algorithm: '3des' });
  return Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary');
};
