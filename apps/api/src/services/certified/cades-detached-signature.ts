import forge from 'node-forge';

const { asn1 } = forge;
const { Class, Type } = asn1;

const OID = {
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  /** ESS signing-certificate-v2 (RFC 5035), which binds the signer's certificate into what is signed. */
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
  sha256: '2.16.840.1.101.3.4.2.1',
  sha256WithRsaEncryption: '1.2.840.113549.1.1.11',
} as const;

const oid = (value: string) => asn1.create(Class.UNIVERSAL, Type.OID, false, asn1.oidToDer(value).getBytes());
const sequence = (items: forge.asn1.Asn1[]) => asn1.create(Class.UNIVERSAL, Type.SEQUENCE, true, items);
const octets = (bytes: string) => asn1.create(Class.UNIVERSAL, Type.OCTETSTRING, false, bytes);
const integer = (value: number) =>
  asn1.create(Class.UNIVERSAL, Type.INTEGER, false, asn1.integerToDer(value).getBytes());
const algorithm = (value: string) => sequence([oid(value), asn1.create(Class.UNIVERSAL, Type.NULL, false, '')]);
const der = (node: forge.asn1.Asn1) => asn1.toDer(node).getBytes();

/** DER orders a SET OF by the encodings of its elements. */
const setOf = (
  items: forge.asn1.Asn1[],
  tag: { class: forge.asn1.Class; type: number } = { class: Class.UNIVERSAL, type: Type.SET },
) =>
  asn1.create(
    tag.class,
    tag.type,
    true,
    items
      .map((item) => ({ item, bytes: der(item) }))
      .sort((a, b) => Buffer.compare(Buffer.from(a.bytes, 'binary'), Buffer.from(b.bytes, 'binary')))
      .map(({ item }) => item),
  );

const attribute = (type: string, value: forge.asn1.Asn1) => sequence([oid(type), setOf([value])]);

/**
 * The issuer Name exactly as the certificate encodes it: forge keeps attribute values as raw bytes when it parses and
 * re-encodes UTF8String values on output, so a rebuilt Name would not match a non-ASCII issuer byte for byte.
 */
const issuerName = (certificate: forge.pki.Certificate): forge.asn1.Asn1 => {
  // certificateToAsn1 reuses the parsed TBSCertificate as it was read.
  const [tbs] = forge.pki.certificateToAsn1(certificate).value as forge.asn1.Asn1[];
  const fields = (tbs?.value ?? []) as forge.asn1.Asn1[];
  // TBSCertificate ::= SEQUENCE { [0] version OPTIONAL, serialNumber, signature, issuer, … }
  const versionOffset = fields[0]?.tagClass === Class.CONTEXT_SPECIFIC ? 1 : 0;
  const issuer = fields[versionOffset + 2];
  if (!issuer) throw new Error('certificate without an issuer');
  return issuer;
};

const serialNumber = (certificate: forge.pki.Certificate) =>
  asn1.create(Class.UNIVERSAL, Type.INTEGER, false, forge.util.hexToBytes(certificate.serialNumber));

/**
 * SigningCertificateV2 ::= SEQUENCE { certs SEQUENCE OF ESSCertIDv2 }, one ESSCertIDv2 for the signer: the SHA-256
 * of its certificate (hashAlgorithm left at its DEFAULT, sha256) and its issuer and serial number.
 */
const signingCertificateV2 = (certificate: forge.pki.Certificate) => {
  const certificateDer = der(forge.pki.certificateToAsn1(certificate));
  const certificateHash = forge.md.sha256.create().update(certificateDer).digest().getBytes();
  const issuerSerial = sequence([
    // GeneralNames ::= SEQUENCE OF GeneralName; directoryName [4] EXPLICIT Name
    sequence([asn1.create(Class.CONTEXT_SPECIFIC, 4, true, [issuerName(certificate)])]),
    serialNumber(certificate),
  ]);
  return sequence([sequence([sequence([octets(certificateHash), issuerSerial])])]);
};

/**
 * A detached CMS SignedData (RFC 5652) over `content`, shaped for PAdES baseline B-B (ETSI EN 319 142-1, SubFilter
 * ETSI.CAdES.detached): SHA-256 with RSA; signed attributes content-type, message-digest and signing-certificate-v2.
 * No signing-time attribute: PAdES forbids it, the time of signing is the signature dictionary's /M entry.
 * node-forge's pkcs7 signer writes only content-type, message-digest and signing-time, so the structure is built here
 * with forge's ASN.1, hash and RSA primitives.
 */
export const cadesDetachedSignature = ({
  content,
  privateKey,
  certificate,
  chain,
}: {
  content: Uint8Array;
  privateKey: forge.pki.rsa.PrivateKey;
  certificate: forge.pki.Certificate;
  chain: forge.pki.Certificate[];
}): Buffer => {
  const contentDigest = forge.md.sha256.create().update(Buffer.from(content).toString('binary')).digest().getBytes();
  const signedAttributes = [
    attribute(OID.contentType, oid(OID.data)),
    attribute(OID.messageDigest, octets(contentDigest)),
    attribute(OID.signingCertificateV2, signingCertificateV2(certificate)),
  ];
  // The signature covers the attributes as a universal SET OF; the SignerInfo carries them as [0] IMPLICIT.
  const attributesDigest = forge.md.sha256.create().update(der(setOf(signedAttributes)));
  const signature = privateKey.sign(attributesDigest, 'RSASSA-PKCS1-V1_5');

  const signerInfo = sequence([
    integer(1),
    sequence([issuerName(certificate), serialNumber(certificate)]),
    algorithm(OID.sha256),
    setOf(signedAttributes, { class: Class.CONTEXT_SPECIFIC, type: 0 }),
    algorithm(OID.sha256WithRsaEncryption),
    octets(signature),
  ]);
  const signedData = sequence([
    integer(1),
    setOf([algorithm(OID.sha256)]),
    sequence([oid(OID.data)]),
    asn1.create(
      Class.CONTEXT_SPECIFIC,
      0,
      true,
      [certificate, ...chain].map((each) => forge.pki.certificateToAsn1(each)),
    ),
    setOf([signerInfo]),
  ]);
  const contentInfo = sequence([oid(OID.signedData), asn1.create(Class.CONTEXT_SPECIFIC, 0, true, [signedData])]);
  return Buffer.from(der(contentInfo), 'binary');
};
