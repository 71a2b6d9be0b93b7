/** The lower-case hex SHA-256 of a file, computed in the browser (WebCrypto): the file never leaves the device. */
export const sha256OfFile = async (file: Blob): Promise<string> => {
  const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer());
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
};
